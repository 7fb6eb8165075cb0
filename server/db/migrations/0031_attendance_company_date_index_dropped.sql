-- The company dashboard now counts a month's attendance from the listed records' index (person_listed,
-- migration 0025), like the company's list; nothing else read this one, and every clock-in paid for it.
DROP INDEX "attendances_company_date_idx";
