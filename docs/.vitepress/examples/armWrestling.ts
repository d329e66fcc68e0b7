// The toy game lives in core's test fixtures (it is the conformance kit's self-test); the guide's
// examples and demos use that same file.
export * from "../../../packages/core/test/fixtures/armWrestling";
