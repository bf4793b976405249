/**
 * How a certificate is shared and what it states, pure and unit-tested: LinkedIn's Add to Profile
 * address and the course's hours.
 */

export interface SharedCertificate {
  courseTitle: string;
  /** Who issued it, as LinkedIn shows it under the certification (the brand). */
  organization: string;
  issuedAt: Date;
  /** The certificate's absolute address, from SITE_URL: LinkedIn links "Show credential" to it. */
  certificateUrl: string;
  credentialId: string;
}

/**
 * LinkedIn's Add to Profile link for a certification: it opens the member's "Add license or
 * certification" form filled in (name, issuing organisation, issue month and year, credential id and
 * URL). The issue date is the UTC calendar month, as the page prints it.
 */
export function linkedInAddToProfileUrl(certificate: SharedCertificate): string {
  const url = new URL("https://www.linkedin.com/profile/add");
  url.search = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name: certificate.courseTitle,
    organizationName: certificate.organization,
    issueYear: String(certificate.issuedAt.getUTCFullYear()),
    issueMonth: String(certificate.issuedAt.getUTCMonth() + 1),
    certUrl: certificate.certificateUrl,
    certId: certificate.credentialId,
  }).toString();
  return url.href;
}

/** A course's minutes (reading and worksheet work) as hours, to a tenth: 390 → 6.5, 60 → 1, 95 → 1.6. */
export function courseHours(minutes: number): number {
  return Math.round(minutes / 6) / 10;
}

/** A course's minutes (reading and worksheet work) as hours, to a tenth: 390 → "6.5 hours", 60 → "1 hour", 95 → "1.6 hours". */
export function formatHours(minutes: number): string {
  const hours = courseHours(minutes);
  return `${hours} ${hours === 1 ? "hour" : "hours"}`;
}
