// The web-streams build of React's server renderer, the one the Worker build bundles (remix.config.js
// resolves the "browser" condition); @types/react-dom types it only as "react-dom/server".
declare module "react-dom/server.browser" {
  export { renderToReadableStream } from "react-dom/server";
}
