/** The module's public face: other modules and app.ts reach it only through this file (issue 29). */
export { findIfsc } from './ifsc-directory';
export { lookupRoutes } from './lookup-routes';
