/** The spec: any other dashboard sub-route falls back to the welcome screen. */
export { default, loader } from "./dashboard._index";
