/** Indian salary structure and statutory deductions (docs/product/statutory.md): the public API. */

export {
  type AnnualTax,
  annualTaxNewRegime,
  type MonthlyDeductions,
  type MonthlyDeductionsInput,
  monthlyDeductions,
  professionalTaxOf,
} from "./deductions.rules";
export {
  BASIC_PERCENT_OF_CTC,
  type ExactSalaryStructure,
  employeeEsiOf,
  employeePfOf,
  employerEsiOf,
  employerPfOf,
  HRA_PERCENT_OF_BASIC,
  type SalaryStructure,
  salaryStructure,
} from "./salary-structure.rules";
export {
  type FinancialYear,
  financialYearOf,
  KNOWN_FINANCIAL_YEARS,
  type ProfessionalTaxRule,
  type ProfessionalTaxSlab,
  PT_STATES,
  type PtState,
  type StatutoryYear,
  type SurchargeBand,
  statutoryYear,
  type TaxSlab,
} from "./statutory-years";
