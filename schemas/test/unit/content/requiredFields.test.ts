import assert from 'node:assert/strict';
import { test } from 'node:test';
import { codeSchema } from '@sanity/code-input';
import { createSchema } from 'sanity';
import { hasInitialValue, isRequiredField, schemaTypes, type TypeDefinition } from '../../../src/index.ts';

type CompiledRule = { isRequired(): boolean; _level?: string };
type CompiledType = {
  name: string;
  validation?: CompiledRule[];
  fields?: { name: string; type: CompiledType }[];
  of?: CompiledType[];
};

/** Pairs every field definition with Sanity's compiled field, through inline objects and array members. */
function* fieldPairs(
  definition: TypeDefinition,
  compiled: CompiledType,
  at: string,
): Generator<[string, TypeDefinition, CompiledType]> {
  for (const field of definition.fields ?? []) {
    const compiledField = compiled.fields?.find((candidate) => candidate.name === field.name);
    assert.ok(compiledField, `${at}.${field.name} is not in the compiled schema`);
    yield [`${at}.${field.name}`, field, compiledField.type];
    yield* fieldPairs(field, compiledField.type, `${at}.${field.name}`);
    for (const [index, member] of (field.of ?? []).entries()) {
      const compiledMember = compiledField.type.of?.[index];
      if (compiledMember) yield* fieldPairs(member, compiledMember, `${at}.${field.name}[]`);
    }
  }
}

type Rule = { required(): Rule; optional(): Rule; warning(): Rule; min(n: number): Rule; custom(fn: () => true): Rule };

/** Ways of writing validation that the site's schema may use one day. */
const probe = {
  name: 'requiredProbe',
  type: 'document',
  fields: [
    { name: 'plain', type: 'string', validation: (rule: Rule) => rule.required() },
    {
      name: 'chained',
      type: 'string',
      validation: (rule: Rule) =>
        rule
          .min(2)
          .required()
          .custom(() => true),
    },
    { name: 'asWarning', type: 'string', validation: (rule: Rule) => rule.required().warning() },
    { name: 'madeOptional', type: 'string', validation: (rule: Rule) => rule.required().optional() },
    { name: 'inList', type: 'string', validation: (rule: Rule) => [rule.custom(() => true), rule.required()] },
    { name: 'viaNamedType', type: 'logo' },
    { name: 'overridingNamedType', type: 'logo', validation: (rule: Rule) => rule.custom(() => true) },
    { name: 'none', type: 'string' },
  ],
};

test('isRequiredField agrees with the rules Sanity compiles, for every field of every type', () => {
  const types = [...schemaTypes, probe] as unknown as TypeDefinition[];
  const schema = createSchema({ name: 'required-fields', types: [...types, codeSchema] });
  const checked = { required: 0, optional: 0 };
  for (const definition of types) {
    const compiled = schema.get(definition.name ?? '') as unknown as CompiledType;
    for (const [at, field, compiledField] of fieldPairs(definition, compiled, definition.name ?? '')) {
      const sanitySays = (compiledField.validation ?? []).some(
        (rule) => rule.isRequired() && (rule._level ?? 'error') === 'error',
      );
      assert.equal(isRequiredField(field), sanitySays, at);
      checked[sanitySays ? 'required' : 'optional'] += 1;
    }
  }
  // The walk must have reached both kinds, nested ones included, for the comparison to mean anything.
  assert.ok(checked.required > 30 && checked.optional > 20, JSON.stringify(checked));
});

test('hasInitialValue: own initial values and objects whose fields have them', () => {
  const settings = (schemaTypes as unknown as TypeDefinition[]).find((type) => type.name === 'siteSettings');
  const field = (name: string) => settings?.fields?.find((candidate) => candidate.name === name) as TypeDefinition;
  assert.equal(hasInitialValue(field('tocMinHeadingLevel')), true);
  assert.equal(hasInitialValue(field('colorMode')), true);
  assert.equal(hasInitialValue(field('title')), false);
  assert.equal(hasInitialValue(field('favicon')), false);
});
