/**
 * Lets plain `tsc` import single-file components from `.ts` files. `vue-tsc` (the `typecheck`
 * script) reads the components themselves and uses their real props, emits and slots instead.
 */
declare module "*.vue" {
  import type { DefineComponent } from "vue";
  const component: DefineComponent<object, object, unknown>;
  export default component;
}
