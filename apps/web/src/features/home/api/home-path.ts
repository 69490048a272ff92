/** Home's data: asked for by the route as the app starts (app/routes.ts) and by the page's query. */
export const HOME_PATH = '/api/v1/home';
