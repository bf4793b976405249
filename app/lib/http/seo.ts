import { PRODUCT_NAME } from "~/lib/copy/brand";
import { CURRENCIES, type Course } from "~/lib/domain/catalog";
import type { CourseRating } from "~/lib/domain/course-rating";
import { LANGUAGE_TAG, localizedPath, type Locale } from "~/lib/i18n/locale";

/**
 * schema.org Course data for search engines, with the price in both currencies, and the learners'
 * `aggregateRating` only when the course page shows one: the same numbers, from the same rule
 * (app/lib/domain/course-rating.ts), never a rating the reviews do not support.
 */
export function courseStructuredData(
  course: Course,
  origin: string,
  totalMinutes: number,
  rating: CourseRating | null,
  /** The page's language: its course's words are in it, at its address. */
  locale: Locale = "en",
) {
  const url = new URL(localizedPath(`/courses/${course.slug}`, locale), origin).href;
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.title,
    description: course.description,
    url,
    inLanguage: LANGUAGE_TAG[locale],
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
    ...(rating
      ? {
          aggregateRating: { "@type": "AggregateRating", ratingValue: rating.average, bestRating: 5, worstRating: 1, reviewCount: rating.count },
        }
      : {}),
  };
}
