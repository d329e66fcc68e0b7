/** Lets TypeScript import single-file components from the theme's `.ts` files. */
declare module "*.vue" {
  import type { DefineComponent } from "vue";
  const component: DefineComponent<object, object, unknown>;
  export default component;
}
