/** Money as the product writes it (docs/product/payroll.md §7: amounts in whole rupees, Indian grouping). */

const rupees = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Whole rupees grouped the Indian way: '₹12,34,567'. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
