import { PRODUCT_NAME } from "~/lib/copy/brand";
import { CURRENCIES, type Course } from "~/lib/domain/catalog";

/**
 * schema.org Course data for search engines, with the price in both currencies. Ratings are left
 * out on purpose: the spec's ratings are marketing text, not collected reviews.
 */
export function courseStructuredData(course: Course, origin: string, totalMinutes: number) {
  const url = new URL(`/courses/${course.slug}`, origin).href;
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.title,
    description: course.description,
    url,
    inLanguage: "en",
    educationalLevel: course.level,
    provider: { "@type": "Organization", name: PRODUCT_NAME, url: origin },
    offers: CURRENCIES.map((currency) => ({
      "@type": "Offer",
      category: "Paid",
      price: (course.price[currency] / 100).toFixed(2),
      priceCurrency: currency,
      url,
    })),
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "Online",
      ...(totalMinutes > 0 ? { courseWorkload: `PT${totalMinutes}M` } : {}),
    },
  };
}
