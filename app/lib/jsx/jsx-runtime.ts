/**
 * The JSX runtime our components compile against (tsconfig.json `jsxImportSource: "~/lib/jsx"`): React's own
 * functions, read once here. Imported from React's CommonJS module directly, each `jsx(...)` call site in a
 * bundle reads the function through esbuild's interop getter, one shared getter for every export of every
 * CommonJS module: 2.5 % of a page's server CPU (ADR 058). Bound here, call sites refer to the function itself.
 */
import { Fragment as ReactFragment, jsx as reactJsx, jsxs as reactJsxs } from "react/jsx-runtime";

export type { JSX } from "react/jsx-runtime";
export const jsx = reactJsx;
export const jsxs = reactJsxs;
export const Fragment = ReactFragment;
