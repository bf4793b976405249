/** The development twin of `jsx-runtime.ts` (esbuild's and Vite's development builds import this one). */
import { Fragment as ReactFragment, jsxDEV as reactJsxDev } from "react/jsx-dev-runtime";

export type { JSX } from "react/jsx-dev-runtime";
export const jsxDEV = reactJsxDev;
export const Fragment = ReactFragment;
