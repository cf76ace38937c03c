/**
 * No hard-coded UI text in views: what a shopper reads or hears (JSX text, and the props that become text or
 * accessible names) comes from the team's message catalogue (`t('id')`), so every string exists in English,
 * Hindi and Tamil. Text without letters (punctuation, ×, →, numbers) is fine.
 */
const WORDS = /[A-Za-z]{2,}/;
const TEXT_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'placeholder',
  'title',
  'alt',
  'label',
  'hint',
  'heading',
  'submitLabel',
  'message',
  'text',
]);

/** String parts of an expression a view would print as they are (literals, template text, either branch). */
function printedStrings(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [node] : [];
    case 'TemplateLiteral':
      return node.quasis.filter((q) => WORDS.test(q.value.cooked ?? '')).length ? [node] : [];
    case 'ConditionalExpression':
      return [...printedStrings(node.consequent), ...printedStrings(node.alternate)];
    case 'LogicalExpression':
      return printedStrings(node.right);
    default:
      return [];
  }
}
const hasWords = (node) => node.type === 'TemplateLiteral' || WORDS.test(node.value);

export default {
  meta: {
    type: 'problem',
    docs: { description: 'UI text comes from the message catalogue (English, Hindi, Tamil), not from the view' },
    messages: { literal: 'Hard-coded UI text "{{text}}": add it to the catalogue (i18n/en.json, hi.json, ta.json) and use t().' },
    schema: [],
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (WORDS.test(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!TEXT_PROPS.has(name) || !node.value) return;
        const value = node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        for (const s of printedStrings(value)) if (hasWords(s)) report(s, s.type === 'Literal' ? s.value : context.sourceCode.getText(s));
      },
      'JSXElement > JSXExpressionContainer, JSXFragment > JSXExpressionContainer'(node) {
        for (const s of printedStrings(node.expression))
          if (hasWords(s)) report(s, s.type === 'Literal' ? s.value : context.sourceCode.getText(s));
      },
    };
  },
};
