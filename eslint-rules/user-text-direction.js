// Text that participants and presenters type (questions, titles, options, names, words) can be
// in any script; shown inside an interface of the other direction (Latin text in the Arabic
// interface) its punctuation lands on the wrong side unless the element takes the text's own
// direction. This rule asks for `dir` (usually "auto") on the element that renders such a value,
// or a <bdi> around it; text fields (textarea, text inputs) take dir too, for what is typed.

/** Property and variable names that hold user text. */
const USER_TEXT = new Set([
  'question',
  'text',
  'name',
  'title',
  'body',
  'nickname',
  'word',
  'heading',
  'notes',
  'minLabel',
  'maxLabel',
  'organisationName',
  'deckTitle',
]);

/** True when the expression shows (some of) a user-text value (`x.question`, `a.name ?? b`) as it is. */
function isUserText(node) {
  if (!node) return false;
  switch (node.type) {
    case 'MemberExpression':
      return (
        !node.computed && node.property.type === 'Identifier' && USER_TEXT.has(node.property.name)
      );
    case 'LogicalExpression':
      // `x.title && <h1>…</h1>` only tests the value; `a.name ?? b` and `a.name || b` show it.
      return (node.operator !== '&&' && isUserText(node.left)) || isUserText(node.right);
    case 'ConditionalExpression':
      return isUserText(node.consequent) || isUserText(node.alternate);
    case 'CallExpression':
      // titleOf(slide), nameOf(option): helpers that return a slide's or an option's own text.
      return node.callee.type === 'Identifier' && /^(titleOf|nameOf)$/.test(node.callee.name);
    case 'TSNonNullExpression':
    case 'TSAsExpression':
      return isUserText(node.expression);
    default:
      return false;
  }
}

/** Input types whose value is free text. */
const TEXT_INPUT_TYPES = new Set(['text', 'search']);

function hasDir(opening) {
  return opening.attributes.some(
    (a) => a.type === 'JSXAttribute' && a.name.type === 'JSXIdentifier' && a.name.name === 'dir',
  );
}

/** A textarea, or an input whose type is text (or left out, or chosen at run time). */
function isTextField(opening) {
  const name = elementName(opening);
  if (name === 'textarea') return true;
  if (name !== 'input') return false;
  const type = opening.attributes.find(
    (a) => a.type === 'JSXAttribute' && a.name.type === 'JSXIdentifier' && a.name.name === 'type',
  );
  if (!type) return true;
  return type.value?.type !== 'Literal' || TEXT_INPUT_TYPES.has(type.value.value);
}

function elementName(opening) {
  const name = opening.name;
  return name.type === 'JSXIdentifier' ? name.name : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    fixable: 'code',
    docs: { description: 'User text is rendered in its own direction (dir or <bdi>)' },
    schema: [],
    messages: {
      missingDir:
        'User text takes its own direction: give this element dir="auto" (or wrap the value in <bdi>).',
    },
  },
  create(context) {
    const report = (node, opening) =>
      context.report({
        node,
        messageId: 'missingDir',
        fix: (fixer) => fixer.insertTextAfter(opening.name, ' dir="auto"'),
      });
    return {
      JSXOpeningElement(node) {
        if (isTextField(node) && !hasDir(node)) report(node, node);
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type !== 'JSXElement' || !isUserText(node.expression)) return;
        const opening = node.parent.openingElement;
        if (elementName(opening) !== 'bdi' && !hasDir(opening)) report(node, opening);
      },
    };
  },
};
