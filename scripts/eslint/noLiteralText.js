/**
 * A text a person reads, written in the code instead of the message catalogs (docs/languages.md): JSX text with
 * letters, and string literals given to the attributes and option keys that carry words (aria-label, title,
 * placeholder, a dialog's content...). Chakra's style props ("column", "sm") are never texts, so unlike a rule that
 * reads every string this one stays quiet about them. Message ids ("common.menu.close") are not texts.
 */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'helperText',
  'errorText',
  'heading',
  'description',
  'message',
  'content',
  'tooltip',
  'legend',
  'confirmText',
  'cancelText',
]);
const TEXT_KEYS = new Set([
  'title',
  'content',
  'message',
  'label',
  'description',
  'heading',
  'text',
  'confirmText',
  'cancelText',
]);
const MESSAGE_ID = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;
const hasWords = (text) => /\p{L}/u.test(text) && !MESSAGE_ID.test(text.trim());

/** The string literals an expression may end in: a literal, either branch of a condition, either side of `??`/`||`. */
function literalsOf(node) {
  if (!node) return [];
  if (node.type === 'Literal' && typeof node.value === 'string') return [node];
  if (node.type === 'TemplateLiteral') return node.quasis.some((q) => hasWords(q.value.cooked ?? '')) ? [node] : [];
  if (node.type === 'ConditionalExpression') return [...literalsOf(node.consequent), ...literalsOf(node.alternate)];
  if (node.type === 'LogicalExpression') return [...literalsOf(node.left), ...literalsOf(node.right)];
  return [];
}

const textOf = (node) =>
  node.type === 'Literal' ? String(node.value) : node.quasis.map((q) => q.value.cooked ?? '').join(' ');

export const noLiteralText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-facing text comes from the message catalogs.' },
    schema: [],
    messages: {
      literal:
        'A text a person reads ("{{text}}") belongs in the message catalogs: use t(\'namespace.id\') (docs/languages.md).',
    },
  },
  create(context) {
    const report = (node) =>
      context.report({ node, messageId: 'literal', data: { text: textOf(node).trim().slice(0, 40) } });
    const reportWords = (node) => {
      for (const literal of literalsOf(node)) if (hasWords(textOf(literal))) report(literal);
    };
    return {
      JSXText(node) {
        if (hasWords(node.value)) report({ ...node, type: 'Literal', value: node.value });
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type === 'JSXElement' || node.parent?.type === 'JSXFragment') reportWords(node.expression);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!TEXT_ATTRIBUTES.has(name) || !node.value) return;
        if (node.value.type === 'Literal') reportWords(node.value);
        else if (node.value.type === 'JSXExpressionContainer') reportWords(node.value.expression);
      },
      Property(node) {
        const key = node.key.type === 'Identifier' ? node.key.name : node.key.type === 'Literal' ? node.key.value : '';
        if (TEXT_KEYS.has(key)) reportWords(node.value);
      },
    };
  },
};
