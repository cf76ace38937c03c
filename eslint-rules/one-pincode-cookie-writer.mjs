/**
 * One writer of the pincode cookie (issue 17): shared/src/pincode owns the rule and the cookie. Two writers with two
 * rules and two lifetimes meant a pincode saved by the location popup was ignored by the cart. Anywhere else this
 * fails on naming COOKIE_KEYS.pincode, on a document.cookie write that mentions the pincode, and on a cookie
 * library's set/remove of "pincode" (read it with readPincodeCookie, save it with writePincodeCookie).
 */
const isDocumentCookie = (node) =>
  node?.type === 'MemberExpression' &&
  !node.computed &&
  node.object.type === 'Identifier' &&
  node.object.name === 'document' &&
  node.property.name === 'cookie';

const namesPincodeKey = (node) =>
  node.object.type === 'Identifier' &&
  node.object.name === 'COOKIE_KEYS' &&
  (node.computed ? node.property.type === 'Literal' && node.property.value === 'pincode' : node.property.name === 'pincode');

const isPincodeLiteral = (node) => node?.type === 'Literal' && node.value === 'pincode';

export default {
  meta: {
    type: 'problem',
    docs: { description: 'The pincode cookie is read and written only through @tiles/shared (shared/src/pincode)' },
    messages: {
      pincodeKey: 'COOKIE_KEYS.pincode is owned by shared/src/pincode: use readPincodeCookie / writePincodeCookie from @tiles/shared.',
      secondWriter: 'A second writer of the pincode cookie: save it with writePincodeCookie from @tiles/shared (one rule, one lifetime).',
    },
    schema: [],
  },
  create(context) {
    const source = context.sourceCode ?? context.getSourceCode();
    return {
      MemberExpression(node) {
        if (namesPincodeKey(node)) context.report({ node, messageId: 'pincodeKey' });
      },
      AssignmentExpression(node) {
        if (isDocumentCookie(node.left) && /pincode/i.test(source.getText(node.right))) context.report({ node, messageId: 'secondWriter' });
      },
      CallExpression(node) {
        const { callee } = node;
        const setsCookie = callee.type === 'MemberExpression' && !callee.computed && ['set', 'remove'].includes(callee.property.name);
        if (setsCookie && isPincodeLiteral(node.arguments[0])) context.report({ node, messageId: 'secondWriter' });
      },
    };
  },
};
