/** The embedded help catalogue (docs/product/README.md §4.2): one entry per page key, the first segment of the path. */
export interface HelpSection {
  title: string;
  body: string;
  /** Short steps or tips shown as a list under the body. */
  points?: readonly string[];
}

export interface HelpContent {
  title: string;
  description: string;
  sections: readonly HelpSection[];
}

export const HELP_CATALOGUE: Readonly<Record<string, HelpContent>> = {
  dashboard: {
    title: "Your dashboard",
    description: "A summary of what needs your attention today, built from your company's live records.",
    sections: [
      {
        title: "What the cards show",
        body: "Each card is calculated from today's records: attendance, leave and open positions for a company, or your own clock-in, hours and leave days if you are an employee.",
      },
      {
        title: "Start your day",
        body: "Employees can clock in from the attendance card as soon as work begins and clock out with the hours worked and key tasks at the end of the day.",
        points: [
          "Not Clocked In means no record for today yet.",
          "Working means you have clocked in but not out.",
          "Completed means today's record is closed.",
        ],
      },
      {
        title: "Verify your email",
        body: "If a banner asks you to verify your email address, open the link we sent you. Use 'Resend verification email' if it has expired (links last 24 hours).",
      },
      {
        title: "Upcoming holidays",
        body: "Company holidays in the next 30 days appear on the employee dashboard. 'View All' opens the full holiday calendar.",
      },
    ],
  },
  employees: {
    title: "Managing employees",
    description:
      "Add people to your company, keep their details and pay information up to date, and remove access when they leave.",
    sections: [
      {
        title: "Add an employee",
        body: "Use the add-user button and fill in name, work email, role and salary details. The email address becomes the person's sign-in name.",
        points: [
          "Choose Admin only for people who should manage leave, attendance, hiring and settings.",
          "Salary, tax and deductions are monthly amounts in rupees; leave any of them empty to record 0.",
        ],
      },
      {
        title: "Edit details",
        body: "Open a person's card to change their name, role or pay figures. Leave the password blank to keep their current one.",
      },
      {
        title: "Remove someone",
        body: "Deleting a user removes their access straight away. Their leave, attendance and payroll history is kept for your records.",
      },
      {
        title: "Locked accounts",
        body: "After repeated wrong passwords an account is locked for a short while. An administrator can unlock it from Settings → User Management.",
      },
    ],
  },
  attendance: {
    title: "Attendance",
    description: "Record working time each day and review hours across your team.",
    sections: [
      {
        title: "Clock in and out",
        body: "Clock in when you start work. When you clock out, enter your effective hours (0.25 to 99.99, in quarter hours) and a short note of key tasks.",
      },
      {
        title: "Fix or add a record",
        body: "Missed a day? Add an attendance record for any past date, or edit an existing one from the table. Future dates cannot be recorded.",
      },
      {
        title: "Reading the colours",
        body: "Hours are colour coded so short days stand out at a glance.",
        points: [
          "Red: under 4 hours.",
          "Yellow: 4 to under 8 hours.",
          "Green: 8 hours or more (a full day).",
        ],
      },
      {
        title: "Team view for administrators",
        body: "Pick a date range (the current month by default, or Last Month, Last 3 Months, Last 6 Months) and filter by employee to review who worked when.",
      },
    ],
  },
  leaves: {
    title: "Leave",
    description: "Request time off, track your balance and, for administrators, review your team's requests.",
    sections: [
      {
        title: "Request leave",
        body: "Choose a start and end date and give a reason. For half a day, tick Half Day Leave and pick Forenoon (Morning) or Afternoon.",
        points: [
          "A full leave counts every calendar day from start to end, both included.",
          "A half day counts as 0.5 day.",
        ],
      },
      {
        title: "Your balance",
        body: "Leaves Remaining is your total allocation minus approved leave. Requests stay Pending until an administrator approves or rejects them.",
      },
      {
        title: "Approve or reject",
        body: "Administrators see Approve and Reject buttons while a request is Pending. Once decided, the status badge turns green (approved) or red (rejected).",
      },
      {
        title: "Set allocations",
        body: "Each employee starts with 20 days a year. Change a person's total in the allocation table: any whole number from 0 to 365.",
      },
    ],
  },
  payrolls: {
    title: "Payroll",
    description: "Monthly pay records for each employee, with payslips and exports.",
    sections: [
      {
        title: "How net pay is worked out",
        body: "Net pay is the base salary minus tax and benefits deductions. It is never shown below zero.",
      },
      {
        title: "Generating a month",
        body: "Payroll rows are created for every employee at the start of each month. Administrators can also generate a month on demand and then adjust individual rows.",
      },
      {
        title: "Payslips and exports",
        body: "Employees can download a PDF payslip for each month from My Payroll. Administrators can export a month's payroll as a spreadsheet for accounting.",
      },
      {
        title: "Payroll not enabled?",
        body: "If your company has not switched on payroll yet, choose a plan (Starter, Standard or Custom) and send a request. Our team will get in touch to enable it.",
      },
    ],
  },
  recruitment: {
    title: "Recruitment",
    description: "Publish job openings and follow every applicant from first contact to hire.",
    sections: [
      {
        title: "Post a job",
        body: "Click 'Add New Job' and describe the role: title, department, location, employment type, experience level, description, required skills, qualifications and experience. Posting is free; use the salary calculator to see what the role pays.",
      },
      {
        title: "Fees",
        body: "A success fee of 10% of the annual salary applies only when you hire a candidate for the role.",
      },
      {
        title: "Estimate a salary",
        body: "Open the salary calculator to get a realistic annual figure in rupees for the role and experience level before you publish.",
      },
      {
        title: "Track applications",
        body: "Each job card counts candidates who are New, In Process and hired (Success). Click a card for the full description and the candidates who applied.",
      },
    ],
  },
  candidates: {
    title: "Candidates",
    description: "Everyone who has applied for your open jobs, with their CV, expectations and progress.",
    sections: [
      {
        title: "Find the right people",
        body: "Filter by job to see applicants for one opening. Compare experience, expected CTC and how soon each person can join.",
      },
      {
        title: "Add a candidate",
        body: "Add candidates you source yourself with their CV and an optional intro video, and link them to the job they are applying for.",
      },
      {
        title: "Move them forward",
        body: "Update each candidate's status as they progress, and rate communication out of 10 after a conversation so the whole team sees it.",
      },
    ],
  },
  settings: {
    title: "Settings",
    description:
      "Your profile and password, your company's branding and, for administrators, leave, holidays and user accounts.",
    sections: [
      {
        title: "Profile and password",
        body: "Click Edit Profile to change your name or email. To change your password you need your current one; new passwords must have at least 8 characters with upper case, lower case and a number.",
      },
      {
        title: "Company branding",
        body: "Administrators can change the company name, description and logo. The logo appears across the app and on payslips.",
      },
      {
        title: "Holidays and leave",
        body: "Add company holidays (mark yearly ones as recurring) and review leave allocations from the Leave Settings and Company Holidays tabs.",
      },
      {
        title: "Unlock an account",
        body: "When someone is locked out after too many wrong passwords, find them under User Management (switch to 'Show Only Locked') and unlock them.",
      },
    ],
  },
  "security-logs": {
    title: "Security logs",
    description: "An audit trail of sign-ins, account changes and sensitive actions across the platform.",
    sections: [
      {
        title: "What is recorded",
        body: "Every sign-in and failed sign-in, lockout and unlock, password change or reset, role change, and every change to users, companies, leave decisions, payroll and transactions.",
      },
      {
        title: "Investigate an event",
        body: "Filter by level, action, company or date to narrow the list, then open an entry to see who acted, on which record, from which address and device.",
      },
      {
        title: "Spot suspicious activity",
        body: "Repeated failed sign-ins for one account or from one address usually mean a forgotten password or a guessing attempt. Accounts lock automatically after several failures.",
      },
    ],
  },
};

export function helpContentFor(key: string): HelpContent | null {
  return Object.hasOwn(HELP_CATALOGUE, key) ? (HELP_CATALOGUE[key] ?? null) : null;
}
