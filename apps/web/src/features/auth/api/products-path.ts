/** The products /start advertises: asked for by the route as the app opens on it (app/routes.ts) and by the page. */
export const PRODUCTS_PATH = '/api/v1/products';
