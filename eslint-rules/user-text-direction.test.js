import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import rule from './user-text-direction.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

tester.run('user-text-direction', rule, {
  valid: [
    '<h1 dir="auto">{slide.question}</h1>',
    '<span>Slide <bdi>{slide.question}</bdi></span>',
    '<p>{t("x")}</p>',
    '<div>{slide.question && <h1 dir="auto">{slide.question}</h1>}</div>',
    '<input type="number" value={n} />',
    '<input type="checkbox" />',
    '<textarea dir="auto" value={text} />',
  ],
  invalid: [
    {
      code: '<h1 className="q">{slide.question}</h1>',
      output: '<h1 dir="auto" className="q">{slide.question}</h1>',
      errors: [{ messageId: 'missingDir' }],
    },
    {
      code: '<span>{entry.name ?? t("anonymous")}</span>',
      output: '<span dir="auto">{entry.name ?? t("anonymous")}</span>',
      errors: [{ messageId: 'missingDir' }],
    },
    {
      code: '<p>{titleOf(next)}</p>',
      output: '<p dir="auto">{titleOf(next)}</p>',
      errors: [{ messageId: 'missingDir' }],
    },
    {
      code: '<input value={deck.title} />',
      output: '<input dir="auto" value={deck.title} />',
      errors: [{ messageId: 'missingDir' }],
    },
    {
      code: '<textarea />',
      output: '<textarea dir="auto" />',
      errors: [{ messageId: 'missingDir' }],
    },
  ],
});
