import { describe, expect, it } from "vitest";
import { clipText, jobShareBody, jobShareMailto, jobShareSubject } from "./jobShare";

const job = {
  title: "QA & Test Lead",
  company: { id: 1, name: "Kochi Labs" },
  department: "Engineering",
  location: "Hybrid",
  employmentType: "Full-time",
  experienceLevel: "Senior",
  description: "Own quality.\nLead the team?",
  requiredSkills: "Playwright, Cypress",
  qualifications: "B.Tech 100%",
  experienceDetails: "6+ years",
};

/** The decoded subject and body of a mailto link, as a mail program reads them. */
function readMailto(link: string) {
  expect(link.startsWith("mailto:?")).toBe(true);
  const params = new Map(
    link
      .slice("mailto:?".length)
      .split("&")
      .map((pair) => {
        const [key, value = ""] = pair.split("=");
        return [key, decodeURIComponent(value)] as const;
      }),
  );
  return { subject: params.get("subject"), body: params.get("body"), keys: [...params.keys()] };
}

describe("'Share Job Posting' mail draft (recruitment.md §6.2)", () => {
  it("prepares a draft with no recipient, a subject and a body", () => {
    const mail = readMailto(jobShareMailto(job));
    expect(mail.keys).toEqual(["subject", "body"]);
    expect(mail.subject).toBe("Job Opening: QA & Test Lead at Kochi Labs");
    expect(mail.body).toBe(jobShareBody(job).replace(/\n/g, "\r\n"));
  });

  it("encodes every character that would break the link", () => {
    const link = jobShareMailto(job);
    expect(link).not.toMatch(/[ \n\r#]/);
    // '&' and '?' appear only as the link's own separators.
    expect(link.match(/&/g)).toHaveLength(1);
    expect(link.match(/\?/g)).toHaveLength(1);
    expect(link).toContain("QA%20%26%20Test%20Lead");
    expect(link).toContain("100%25");
    expect(link).toContain("%0D%0A");
  });

  it("lists the summary and the texts", () => {
    const body = jobShareBody(job);
    expect(jobShareSubject(job)).toBe("Job Opening: QA & Test Lead at Kochi Labs");
    for (const line of [
      "Position: QA & Test Lead",
      "Department: Engineering",
      "Location: Hybrid",
      "Employment Type: Full-time",
      "Experience Level: Senior",
      "Own quality.\nLead the team?",
      "Required Skills:\nPlaywright, Cypress",
    ])
      expect(body).toContain(line);
  });

  it("cuts long texts so the link stays short enough for mail programs", () => {
    const long = "word ".repeat(500);
    expect(clipText(long, 100).length).toBeLessThanOrEqual(101);
    expect(clipText(long, 100).endsWith("…")).toBe(true);
    expect(clipText("short")).toBe("short");
    expect(jobShareMailto({ ...job, description: long }).length).toBeLessThan(3000);
  });

  it("never splits an emoji, so the link can always be encoded", () => {
    // 600 characters but 601 UTF-16 units: kept whole.
    const exact = `${"a".repeat(599)}😀`;
    expect(clipText(exact)).toBe(exact);
    expect(() => jobShareMailto({ ...job, description: exact })).not.toThrow();
    // 599 letters then an emoji of two UTF-16 units: a cut at 600 units would keep half of the emoji.
    const text = `${"a".repeat(599)}😀 and more`;
    const clipped = clipText(text);
    expect(clipped).toBe(`${"a".repeat(599)}😀…`);
    expect(() => jobShareMailto({ ...job, description: text })).not.toThrow();
    expect(readMailto(jobShareMailto({ ...job, description: text })).body).toContain("😀…");
  });

  it("counts an emoji as one character", () => {
    expect(clipText("😀".repeat(5), 5)).toBe("😀".repeat(5));
    expect(clipText("😀".repeat(6), 5)).toBe(`${"😀".repeat(5)}…`);
  });
});
