import * as v from "valibot";

type KeySchema = v.BaseSchema<string, string | number | symbol, v.BaseIssue<unknown>>;
type ValueSchema = v.BaseSchema<unknown, unknown, v.BaseIssue<unknown>>;
type AnyIssue = v.BaseIssue<unknown>;

/**
 * A record schema (a map from names to values) that sees every own key of its input. valibot's
 * `record` silently leaves out `constructor` and `prototype` keys, so a wrestler or an attribute
 * with such a name would vanish from a config or a saved state without a word; this one checks
 * them like any other key (the key schema decides whether they are legal) and keeps them as data.
 * A `__proto__` key is never accepted: it is a problem at its path (core's JSON pre-pass refuses it
 * first when the input goes through `checkInput`). The output is a plain object whose keys
 * are own data properties, so reading a missing name never finds `Object.prototype`'s members
 * through a `hasOwn` check.
 *
 * It is a drop-in replacement for `v.record` (same type, same `type: "record"` for JSON Schema
 * export and problem paths), usable inside `v.pipe` with `v.maxEntries` and the like.
 *
 * @example
 * ```ts
 * import * as v from "valibot";
 * const uses = ownRecord(v.string(), v.number());
 * v.parse(uses, JSON.parse('{"constructor": 2}')); // { constructor: 2 }, valibot's record gives {}
 * ```
 */
export function ownRecord<
  const TKey extends KeySchema,
  const TValue extends ValueSchema,
  const TMessage extends v.ErrorMessage<v.RecordIssue> | undefined = undefined,
>(key: TKey, value: TValue, message?: TMessage): v.RecordSchema<TKey, TValue, TMessage> {
  type Output = v.InferOutput<v.RecordSchema<TKey, TValue, TMessage>>;
  type Issue = v.InferIssue<v.RecordSchema<TKey, TValue, TMessage>>;
  // eslint-disable-next-line no-restricted-syntax -- the one place valibot's record is wrapped
  const base = v.record(key, value, message as TMessage);
  return v._standardSchema<v.RecordSchema<TKey, TValue, TMessage>>({
    kind: base.kind,
    type: base.type,
    reference: base.reference,
    expects: base.expects,
    async: false,
    key: base.key,
    value: base.value,
    message: base.message,
    "~run"(dataset, config) {
      const input: unknown = dataset.value;
      if (typeof input !== "object" || input === null) return base["~run"](dataset, config);
      const source = input as Record<string, unknown>;
      const out: Record<string | number | symbol, unknown> = {};
      const issues: AnyIssue[] = [];
      let typed = true;
      for (const entryKey of Object.keys(source)) {
        const entryValue = source[entryKey];
        const keyItem: v.ObjectPathItem = {
          type: "object",
          origin: "key",
          input: source,
          key: entryKey,
          value: entryValue,
        };
        if (entryKey === "__proto__") {
          typed = false;
          issues.push(protoIssue(entryKey, keyItem));
          if (config.abortEarly === true) break;
          continue;
        }
        const keyDataset = this.key["~run"]({ value: entryKey }, config);
        if (keyDataset.issues !== undefined) {
          for (const issue of keyDataset.issues) issues.push({ ...issue, path: [keyItem] });
          if (config.abortEarly === true) {
            typed = false;
            break;
          }
        }
        const valueDataset = this.value["~run"]({ value: entryValue }, config);
        if (valueDataset.issues !== undefined) {
          const valueItem: v.ObjectPathItem = { ...keyItem, origin: "value" };
          for (const issue of valueDataset.issues) {
            issues.push({ ...issue, path: [valueItem, ...(issue.path ?? [])] });
          }
          if (config.abortEarly === true) {
            typed = false;
            break;
          }
        }
        if (!keyDataset.typed || !valueDataset.typed) typed = false;
        if (keyDataset.typed) {
          Object.defineProperty(out, keyDataset.value, {
            value: valueDataset.value,
            enumerable: true,
            writable: true,
            configurable: true,
          });
        }
      }
      if (issues.length === 0) return { typed: true, value: out as Output };
      const list = issues as [Issue, ...Issue[]];
      return typed
        ? { typed: true, value: out as Output, issues: list }
        : { typed: false, value: out, issues: list };
    },
  });
}

/** The issue for a `__proto__` key: a key no record accepts. */
function protoIssue(key: string, item: v.ObjectPathItem): AnyIssue {
  return {
    kind: "schema",
    type: "record",
    input: key,
    expected: "a key other than __proto__",
    received: '"__proto__"',
    message: "a __proto__ key is not accepted",
    path: [item],
  };
}
