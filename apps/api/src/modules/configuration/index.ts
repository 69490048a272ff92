/** The module's public face: other modules and app.ts reach it only through this file (issue 29). */
export { configurationRoutes } from './configuration-routes';
export { createConfigurationService } from './configuration-service';
export { productConfigRepository } from './product-config-repository';
export {
  type ActiveProductConfig,
  createProductConfigStore,
  type ProductConfigStore,
} from './product-config-store';
