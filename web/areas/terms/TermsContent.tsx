import { Box, List, Stack, Text, Title } from "@mantine/core";
import { Fragment } from "react";

/** Key figures of the terms (docs/product/accounts.md §10). */
export const TERMS_LAST_UPDATED = "25 April 2025";
const PAYMENT_DAYS = 15;
const LATE_INTEREST = "1.5% per month";
const CONVENIENCE_NOTICE_DAYS = 30;
const CURE_DAYS = 10;
const AMENDMENT_NOTICE_DAYS = 15;

type Clause = string | { intro?: string; items: string[] };
type Section = { id: string; title: string; clauses: Clause[] };

const SECTIONS: Section[] = [
  {
    id: "definitions",
    title: "1. Definitions",
    clauses: [
      {
        intro:
          "In these Terms and Conditions (the \u201cTerms\u201d), the following words have these meanings:",
        items: [
          "\u201cProvider\u201d, \u201cwe\u201d or \u201cus\u201d means the operator of HR Platform, which acts as the employer of record in India.",
          "\u201cClient\u201d or \u201cyou\u201d means the company that registers on the Platform and accepts these Terms, acting through its authorised administrators.",
          "\u201cPlatform\u201d means the HR Platform web application and its related services, including employee records, attendance, leave, payroll, recruitment and reporting tools.",
          "\u201cAssigned Employee\u201d means an individual employed by the Provider in India who performs work for and under the day-to-day direction of the Client.",
          "\u201cServices\u201d means the employer of record, payroll, compliance and related services described in section 2, together with access to the Platform.",
          "\u201cEmployment Costs\u201d means the gross salary, allowances, bonuses, statutory contributions (such as provident fund, employee state insurance, gratuity and professional tax), benefits and reimbursable expenses of an Assigned Employee.",
          "\u201cService Fee\u201d means the fee for the Services set out in the Client\u2019s order, plan or proposal.",
          "\u201cConfidential Information\u201d means any non-public business, technical, financial or personal information disclosed by one party to the other, in any form.",
          "\u201cWork Product\u201d means all materials, inventions, software, documents and other results created by an Assigned Employee in the course of work for the Client.",
        ],
      },
    ],
  },
  {
    id: "scope",
    title: "2. Scope of Services",
    clauses: [
      "2.1 The Provider will act as the legal employer of each Assigned Employee in India. It issues employment contracts that comply with Indian law, runs payroll, withholds and pays income tax and statutory contributions, administers statutory benefits and keeps the employment records that the law requires.",
      "2.2 The Client directs and supervises the day-to-day work of each Assigned Employee, including their tasks, working hours within the limits of the law and the quality of their work. The Provider does not supervise that work and is not responsible for its results.",
      "2.3 The Provider gives the Client access to the Platform to manage its people, attendance, leave, holidays, recruitment and payroll information. Access is limited to the Client\u2019s own data and to users the Client authorises.",
      "2.4 Services outside this scope, such as immigration support, relocation or specialised benefits, are provided only when agreed in writing and may carry additional fees.",
    ],
  },
  {
    id: "client-duties",
    title: "3. Client Obligations",
    clauses: [
      {
        intro: "3.1 The Client shall:",
        items: [
          "provide complete and accurate information about each role, including job description, salary, working location and start date, and update it promptly when it changes;",
          "provide a safe working environment and treat Assigned Employees in line with applicable law, including laws on anti-discrimination, prevention of sexual harassment at the workplace, working hours and leave;",
          "record attendance and approve or reject leave through the Platform in good time, so that payroll can be calculated correctly;",
          "not ask an Assigned Employee to act in breach of Indian law or of their employment contract;",
          "inform the Provider without delay of any grievance, misconduct, injury or dispute concerning an Assigned Employee;",
          "keep its Platform credentials secure, limit access to authorised users and remain responsible for all activity under its accounts.",
        ],
      },
      "3.2 Decisions to discipline, change the terms of employment of, or end the employment of an Assigned Employee are carried out by the Provider, in consultation with the Client and in accordance with Indian law.",
    ],
  },
  {
    id: "liability",
    title: "4. Limitation of Liability",
    clauses: [
      "4.1 Each party is liable for losses caused by its own breach of these Terms, negligence or wilful misconduct.",
      "4.2 The Client indemnifies the Provider against claims, penalties and costs that arise from the Client\u2019s direction of the Assigned Employees, from information the Client supplied that was inaccurate or incomplete, or from the Client\u2019s breach of law or of these Terms.",
      "4.3 The Provider indemnifies the Client against penalties imposed by Indian authorities that result from the Provider\u2019s failure to meet its payroll, tax or statutory obligations as employer of record, provided the Client supplied accurate information and paid all amounts due on time.",
      "4.4 Neither party is liable for indirect or consequential loss, loss of profit, revenue, goodwill or data, however caused.",
      "4.5 Except for the indemnities in this section, breach of confidentiality and amounts payable under section 6, each party\u2019s total liability in any twelve-month period is limited to the Service Fees paid or payable by the Client in that period.",
      "4.6 Nothing in these Terms limits liability that cannot be limited under applicable law.",
    ],
  },
  {
    id: "confidentiality",
    title: "5. Confidentiality and Data Protection",
    clauses: [
      "5.1 Each party shall keep the other party\u2019s Confidential Information secret, use it only to perform or receive the Services, and disclose it only to its personnel and advisers who need to know it and who are bound by equivalent duties.",
      "5.2 These duties do not apply to information that is or becomes public through no fault of the receiving party, that the receiving party already lawfully held, or that must be disclosed by law or by order of a court or authority, in which case the receiving party shall, where permitted, notify the other party first.",
      "5.3 Each party shall process the personal data of Assigned Employees and candidates only for the purposes of the Services, in line with the Digital Personal Data Protection Act, 2023 and other applicable law, and shall protect it with appropriate technical and organisational measures.",
      "5.4 The duties in this section continue for three years after the Services end, and for as long as the information remains personal data or a trade secret.",
    ],
  },
  {
    id: "fees",
    title: "6. Fees and Payment",
    clauses: [
      "6.1 The Client shall pay the Employment Costs of each Assigned Employee together with the Service Fee. The Provider invoices these amounts monthly, in advance of each payroll run unless otherwise agreed.",
      `6.2 Each invoice is due for payment within ${PAYMENT_DAYS} days of the invoice date, in the currency stated on the invoice, without set-off or deduction.`,
      `6.3 Amounts not paid when due bear interest at ${LATE_INTEREST} from the due date until paid in full. The Provider may also suspend the Services after giving written notice if an invoice remains unpaid.`,
      "6.4 Fees are exclusive of goods and services tax and other applicable taxes, which the Client pays in addition at the prevailing rate.",
      "6.5 Job postings on the Platform are free of charge. Where the Provider supports a hire through recruitment, a success fee of 10% of the Assigned Employee\u2019s annual salary is payable on hire.",
      "6.6 The Provider may revise its Service Fees by giving notice in accordance with section 10.",
    ],
  },
  {
    id: "intellectual-property",
    title: "7. Intellectual Property",
    clauses: [
      "7.1 All Work Product vests in the Client on creation, to the extent permitted by law. To the extent it does not, the Provider assigns, and shall procure that each Assigned Employee assigns, all rights in the Work Product to the Client, and waives or procures the waiver of moral rights where the law allows.",
      "7.2 The Provider retains all rights in the Platform, its software, documentation and know-how. The Client receives a non-exclusive, non-transferable right to use the Platform for its own business during the term of the Services.",
      "7.3 The Client retains all rights in the data it enters into the Platform and grants the Provider a licence to use that data only to provide the Services.",
    ],
  },
  {
    id: "termination",
    title: "8. Term and Termination",
    clauses: [
      "8.1 These Terms apply from the date the Client accepts them and continue until terminated under this section.",
      `8.2 Either party may terminate the Services, in whole or for a particular Assigned Employee, for convenience by giving ${CONVENIENCE_NOTICE_DAYS} days\u2019 written notice.`,
      `8.3 Either party may terminate immediately by written notice if the other party commits a material breach of these Terms and, where the breach can be remedied, fails to remedy it within ${CURE_DAYS} days of receiving written notice describing it.`,
      "8.4 Either party may terminate immediately if the other becomes insolvent, enters liquidation or has a receiver or administrator appointed.",
      "8.5 On termination the Client shall pay all Employment Costs and Service Fees up to the end of the notice period, together with any statutory severance, notice pay, gratuity and leave encashment due to the Assigned Employees under Indian law or their employment contracts. Sections 4, 5, 6, 7 and 9 survive termination.",
    ],
  },
  {
    id: "governing-law",
    title: "9. Governing Law and Jurisdiction",
    clauses: [
      "9.1 These Terms and any dispute arising out of or in connection with them are governed by the laws of India.",
      "9.2 The parties shall first try in good faith to settle any dispute by negotiation between senior representatives. Failing settlement within thirty days, the courts of Ernakulam, Kerala have exclusive jurisdiction.",
    ],
  },
  {
    id: "general",
    title: "10. General Provisions",
    clauses: [
      `10.1 The Provider may amend these Terms by giving the Client at least ${AMENDMENT_NOTICE_DAYS} days\u2019 notice of the amendment by e-mail or through the Platform. Continued use of the Services after that period constitutes acceptance of the amended Terms.`,
      "10.2 Neither party is liable for delay or failure caused by events beyond its reasonable control, such as natural disasters, epidemics, government action or widespread failure of networks, provided it notifies the other party and resumes performance as soon as practicable.",
      "10.3 The Client may not assign or transfer its rights under these Terms without the Provider\u2019s prior written consent.",
      "10.4 Nothing in these Terms creates a partnership, joint venture or agency between the parties, or an employment relationship between the Client and any Assigned Employee.",
      "10.5 If any provision of these Terms is held invalid or unenforceable, the remaining provisions continue in full force.",
      "10.6 A failure or delay in exercising a right is not a waiver of that right.",
      "10.7 These Terms, together with the Client\u2019s order or plan, form the entire agreement between the parties about the Services and replace all earlier understandings.",
      "10.8 Notices shall be in writing and sent by e-mail to the addresses registered on the Platform, or by post to the parties\u2019 registered offices.",
    ],
  },
];

function clauseKey(clause: Clause): string {
  return typeof clause === "string" ? clause : (clause.intro ?? clause.items.join());
}

/** The Terms and Conditions text, shared by the /terms page and the signup modal. */
export function TermsContent() {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text c="dimmed" fz="sm">
          Last updated: {TERMS_LAST_UPDATED}
        </Text>
        <Text fz="sm" lh={1.65}>
          These Terms and Conditions govern the employer of record services and the HR Platform that the
          Provider makes available to companies that hire and manage people in India without a local entity.
          By registering a company or using the Platform, the Client agrees to these Terms.
        </Text>
      </Stack>
      {SECTIONS.map((section) => (
        <Box component="section" key={section.id} aria-labelledby={`terms-${section.id}`}>
          <Title order={3} fz="md" mb="xs" id={`terms-${section.id}`}>
            {section.title}
          </Title>
          <Stack gap="xs">
            {section.clauses.map((clause) => (
              <Fragment key={clauseKey(clause)}>
                {typeof clause === "string" ? (
                  <Text fz="sm" lh={1.65}>
                    {clause}
                  </Text>
                ) : (
                  <>
                    {clause.intro && (
                      <Text fz="sm" lh={1.65}>
                        {clause.intro}
                      </Text>
                    )}
                    <List fz="sm" spacing={6} lh={1.6} withPadding>
                      {clause.items.map((item) => (
                        <List.Item key={item}>{item}</List.Item>
                      ))}
                    </List>
                  </>
                )}
              </Fragment>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
