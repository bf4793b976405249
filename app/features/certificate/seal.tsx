import { useTranslate } from "~/hooks/use-translate";
import { PRODUCT_NAME } from "~/lib/copy/brand";

/** The rosette's scalloped edge: 36 points alternating between two radii around (60, 60). */
const ROSETTE_POINTS = Array.from({ length: 72 }, (_, index) => {
  const radius = index % 2 === 0 ? 58 : 52;
  const angle = (index * Math.PI) / 36;
  return `${(60 + radius * Math.sin(angle)).toFixed(2)},${(60 - radius * Math.cos(angle)).toFixed(2)}`;
}).join(" ");

/** The certificate's seal, drawn (no image to load or to fail to print): a rosette with the brand around a check mark. */
export function CertificateSeal({ className = "h-28 w-28" }: { className?: string }) {
  const t = useTranslate();
  return (
    <svg viewBox="0 0 120 120" className={className} role="img" aria-label={t("dashboard.certificate.seal", { product: PRODUCT_NAME })}>
      <defs>
        <path id="seal-text-path" d="M 60,60 m -36,0 a 36,36 0 1,1 72,0 a 36,36 0 1,1 -72,0" />
      </defs>
      <polygon points={ROSETTE_POINTS} className="fill-brand-700" />
      <circle cx="60" cy="60" r="47" className="fill-white" />
      <circle cx="60" cy="60" r="44" className="fill-brand-800" />
      <circle cx="60" cy="60" r="27" fill="none" className="stroke-amber-300" strokeWidth="1.5" />
      <text className="fill-white" fontSize="9.5" fontWeight="700" letterSpacing="2.2">
        <textPath href="#seal-text-path" startOffset="0">
          {t("dashboard.certificate.sealText", { product: PRODUCT_NAME.toUpperCase() })}
        </textPath>
      </text>
      <path d="M47 60.5 l9 9 l17-18" fill="none" className="stroke-amber-300" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
