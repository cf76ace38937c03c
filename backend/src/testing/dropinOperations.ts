import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse as parseJs, type Node } from 'acorn';
import {
  Kind,
  TypeInfo,
  isInterfaceType,
  isObjectType,
  parse,
  print,
  visit,
  visitWithTypeInfo,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';

/** Adobe's storefront drop-ins whose operations the backend answers (devDependencies of the backend). */
export const DROPIN_PACKAGES = [
  '@dropins/storefront-cart',
  '@dropins/storefront-checkout',
  '@dropins/storefront-order',
  '@dropins/storefront-auth',
  '@dropins/storefront-account',
  '@dropins/storefront-pdp',
];

export interface DropinOperation {
  name: string;
  /** Package and file it ships in. */
  source: string;
  document: string;
}

type AnyNode = Node & Record<string, unknown>;

/** What one shipped module declares: its top-level constants' initialisers, its imports and its exports. */
interface Module {
  constants: Map<string, AnyNode>;
  imports: Map<string, { file: string; name: string }>;
  exports: Map<string, string>;
  templates: AnyNode[];
}

function children(node: AnyNode): AnyNode[] {
  return Object.values(node).flatMap((v) =>
    Array.isArray(v)
      ? v.filter((c) => c && typeof c.type === 'string')
      : v && typeof v === 'object' && typeof (v as AnyNode).type === 'string'
        ? [v as AnyNode]
        : [],
  );
}

function readModule(file: string): Module {
  const ast = parseJs(readFileSync(file, 'utf8'), { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as AnyNode;
  const mod: Module = { constants: new Map(), imports: new Map(), exports: new Map(), templates: [] };
  const walk = (node: AnyNode) => {
    if (node.type === 'VariableDeclarator' && (node.id as AnyNode).type === 'Identifier' && node.init) {
      mod.constants.set((node.id as AnyNode).name as string, node.init as AnyNode);
    }
    if (node.type === 'TemplateLiteral') mod.templates.push(node);
    if (node.type === 'ImportDeclaration' && String((node.source as AnyNode).value).startsWith('.')) {
      const from = path.resolve(path.dirname(file), String((node.source as AnyNode).value));
      for (const spec of node.specifiers as AnyNode[]) {
        if (spec.type === 'ImportSpecifier') {
          mod.imports.set((spec.local as AnyNode).name as string, { file: from, name: (spec.imported as AnyNode).name as string });
        }
      }
    }
    if (node.type === 'ExportNamedDeclaration' && !node.source) {
      for (const spec of (node.specifiers as AnyNode[]) ?? []) {
        mod.exports.set((spec.exported as AnyNode).name as string, (spec.local as AnyNode).name as string);
      }
      const decl = node.declaration as AnyNode | null;
      for (const d of (decl?.declarations as AnyNode[]) ?? []) {
        const id = (d.id as AnyNode).name as string;
        mod.exports.set(id, id);
      }
    }
    children(node).forEach(walk);
  };
  walk(ast);
  return mod;
}

/**
 * Reads every GraphQL operation a drop-in package ships, as its shipped JavaScript builds it: a template literal that
 * starts with `query` or `mutation`, its `${FRAGMENT}` interpolations followed to the constants (in the same module or
 * imported from another of the package's modules) that hold them.
 */
export function dropinOperations(packages = DROPIN_PACKAGES): DropinOperation[] {
  const require = createRequire(__filename);
  const modules = new Map<string, Module>();
  const moduleAt = (file: string) => {
    if (!modules.has(file)) modules.set(file, readModule(file));
    return modules.get(file)!;
  };
  const textOf = (file: string, node: AnyNode, seen: Set<string>): string | undefined => {
    if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
    if (node.type === 'TemplateLiteral') {
      const quasis = node.quasis as AnyNode[];
      const parts: string[] = [];
      for (const [i, quasi] of quasis.entries()) {
        parts.push(String((quasi.value as { cooked: string }).cooked));
        const expression = (node.expressions as AnyNode[])[i];
        if (!expression) continue;
        const value = expression.type === 'Identifier' ? constantOf(file, expression.name as string, seen) : undefined;
        if (value === undefined) return undefined;
        parts.push(value);
      }
      return parts.join('');
    }
    return undefined;
  };
  const constantOf = (file: string, name: string, seen: Set<string>): string | undefined => {
    const key = `${file}#${name}`;
    if (seen.has(key)) return undefined;
    const next = new Set(seen).add(key);
    const mod = moduleAt(file);
    const init = mod.constants.get(name);
    if (init) return textOf(file, init, next);
    const imported = mod.imports.get(name);
    if (!imported) return undefined;
    const target = moduleAt(imported.file);
    return constantOf(imported.file, target.exports.get(imported.name) ?? imported.name, next);
  };

  const found = new Map<string, DropinOperation>();
  for (const pkg of packages) {
    const dir = path.dirname(require.resolve(`${pkg}/package.json`));
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.js') && !/(^|\/)(__mocks__|tests)\//.test(f))
      .sort();
    for (const relative of files) {
      const file = path.join(dir, relative);
      if (!/\b(query|mutation)\b/.test(readFileSync(file, 'utf8'))) continue;
      for (const template of moduleAt(file).templates) {
        const text = textOf(file, template, new Set());
        if (!text || !/^\s*(query|mutation)\b/m.test(text)) continue;
        for (const op of operationsIn(text)) {
          const key = `${op.name}\n${op.document}`;
          if (!found.has(key)) found.set(key, { ...op, source: `${pkg}/${relative}` });
        }
      }
    }
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name) || a.source.localeCompare(b.source));
}

/** Each operation of a text with the fragments it spreads, each once (a fragment interpolated twice is one). */
function operationsIn(text: string): Omit<DropinOperation, 'source'>[] {
  const definitions = parse(text, { noLocation: true }).definitions;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of definitions) if (d.kind === Kind.FRAGMENT_DEFINITION && !fragments.has(d.name.value)) fragments.set(d.name.value, d);
  return definitions
    .filter((d) => d.kind === Kind.OPERATION_DEFINITION)
    .map((op) => {
      const needed = new Map<string, DefinitionNode>();
      const collect = (node: DefinitionNode) =>
        visit(node, {
          FragmentSpread(spread) {
            const fragment = fragments.get(spread.name.value);
            if (!fragment || needed.has(spread.name.value)) return;
            needed.set(spread.name.value, fragment);
            collect(fragment);
          },
        });
      collect(op);
      return { name: op.name?.value ?? '(anonymous)', document: [op, ...needed.values()].map((d) => print(d)).join('\n\n') };
    });
}

/**
 * Operations of Adobe Commerce (or its SaaS services) only: a Magento Open Source store has none of what they ask
 * for, so neither does this store, and the test skips exactly these.
 */
export const COMMERCE_ONLY_OPERATIONS: Record<string, string> = {
  APPLY_GIFT_CARD_ON_CART_MUTATION: 'gift cards',
  REMOVE_GIFT_CARD_ON_CART_MUTATION: 'gift cards',
  SET_GIFT_OPTIONS_ON_CART_MUTATION: 'gift wrapping and printed cards',
  CONFIRM_RETURN_GUEST_ORDER: 'returns (RMA)',
  REQUEST_RETURN_GUEST_ORDER: 'returns (RMA)',
  REQUEST_RETURN_ORDER: 'returns (RMA)',
  GET_CUSTOMER_ORDERS_RETURN: 'returns (RMA)',
  CREATE_COMPANY_ADDRESS: 'B2B companies',
  DELETE_COMPANY_ADDRESS: 'B2B companies',
  UPDATE_COMPANY_ADDRESS: 'B2B companies',
  SET_DEFAULT_COMPANY_ADDRESS: 'B2B companies',
  GET_COMPANY_ADDRESS_BOOK: 'B2B companies',
  GET_COMPANY_ADDRESS_BOOK_CONFIG: 'B2B companies',
  GET_CUSTOMER_COMPANY_CONTEXT: 'B2B companies',
  GET_CUSTOMER_ROLE_PERMISSIONS: 'B2B company roles',
  getCompanyCredit: 'B2B company credit',
  getNegotiableQuote: 'B2B negotiable quotes',
  setBillingAddressOnQuote: 'B2B negotiable quotes',
  setPaymentMethodOnQuote: 'B2B negotiable quotes',
  setShippingAddressOnQuote: 'B2B negotiable quotes',
  setShippingAddressOnQuoteAndUseAsBilling: 'B2B negotiable quotes',
  setShippingMethodsOnQuote: 'B2B negotiable quotes',
  PLACE_NEGOTIABLE_QUOTE_ORDER_MUTATION: 'B2B negotiable quotes',
  GET_ADMIN_ASSISTANCE_ACTIONS: 'Adobe Commerce admin assistance',
  GET_ADOBE_COMMERCE_OPTIMIZER_DATA: 'Adobe Commerce Optimizer (SaaS)',
  GET_PRODUCT_DATA: 'Catalog Service (SaaS): products(skus:) and ProductView',
  GET_PRODUCTS_DATA: 'Catalog Service (SaaS): products(skus:) and ProductView',
  REFINE_PRODUCT_QUERY: 'Catalog Service (SaaS): refineProduct',
  GET_ATTRIBUTES_LIST: "returns (RMA): the return form's attributes (entity RMA_ITEM)",
  APPLY_COUPONS_TO_CART_MUTATION: 'several coupons on one cart (applyCouponsToCart, Adobe Commerce)',
};

/**
 * Adobe Commerce fields and types inside operations that are otherwise Open Source (the cart, the order, the
 * customer): the test sends each operation without exactly these selections, as an Open Source integration of the
 * drop-ins must. `Type.field` matches the type and every type implementing it.
 */
export const COMMERCE_ONLY_FIELDS: Record<string, string> = {
  'Cart.applied_gift_cards': 'gift cards',
  'CustomerOrder.applied_gift_cards': 'gift cards',
  'OrderTotal.total_giftcard': 'gift cards',
  'Cart.gift_wrapping': 'gift wrapping',
  'Cart.available_gift_wrappings': 'gift wrapping',
  'Cart.gift_receipt_included': 'gift wrapping',
  'Cart.printed_card_included': 'gift wrapping',
  'CartPrices.gift_options': 'gift wrapping',
  'CartItemInterface.gift_wrapping': 'gift wrapping',
  'CartItemInterface.available_gift_wrapping': 'gift wrapping',
  'ProductInterface.gift_wrapping_available': 'gift wrapping',
  'ProductInterface.gift_wrapping_price': 'gift wrapping',
  'CustomerOrder.gift_wrapping': 'gift wrapping',
  'CustomerOrder.gift_receipt_included': 'gift wrapping',
  'CustomerOrder.printed_card_included': 'gift wrapping',
  'OrderTotal.gift_options': 'gift wrapping',
  'OrderItemInterface.gift_wrapping': 'gift wrapping',
  'StoreConfig.allow_printed_card': 'gift wrapping',
  'StoreConfig.cart_printed_card': 'gift wrapping',
  'StoreConfig.printed_card_priceV2': 'gift wrapping',
  'StoreConfig.sales_printed_card': 'gift wrapping',
  'StoreConfig.cart_gift_wrapping': 'gift wrapping',
  'StoreConfig.sales_gift_wrapping': 'gift wrapping',
  'StoreConfig.allow_gift_receipt': 'gift wrapping',
  'StoreConfig.allow_gift_wrapping_on_order': 'gift wrapping',
  'StoreConfig.allow_gift_wrapping_on_order_items': 'gift wrapping',
  'OrderItemInterface.gift_message': 'gift messages per order line (Adobe Commerce)',
  'Cart.has_available_free_gifts': 'free gifts',
  'OrderItemInterface.free_gift_label': 'free gifts',
  'CustomerOrder.returns': 'returns (RMA)',
  'Customer.returns': 'returns (RMA)',
  'CustomerOrder.items_eligible_for_return': 'returns (RMA)',
  'OrderItemInterface.eligible_for_return': 'returns (RMA)',
  'OrderItemInterface.quantity_return_requested': 'returns (RMA)',
  'CustomerOrder.admin_assisted_order': 'Adobe Commerce admin assistance',
  'Customer.role': 'B2B company roles',
  'Customer.status': 'B2B company users',
  'Customer.purchase_orders_enabled': 'B2B purchase orders',
};

/** Types of Adobe Commerce: fragments on them are left out with them. */
export const COMMERCE_ONLY_TYPES: Record<string, string> = {
  GiftCardCartItem: 'gift cards',
  GiftCardOrderItem: 'gift cards',
  AppliedGiftCard: 'gift cards',
  ApplyGiftCardToOrder: 'gift cards',
  GiftWrapping: 'gift wrapping',
  Returns: 'returns (RMA)',
  Return: 'returns (RMA)',
  ReturnItemAttributeMetadata: 'returns (RMA)',
};

/** The operation without the Adobe Commerce selections above, and without variables only they used. */
export function openSourcePart(schema: GraphQLSchema, document: string): DocumentNode {
  const doc = parse(document);
  const commerceType = (name?: string) => !!name && name in COMMERCE_ONLY_TYPES;
  const commerceField = (parent: GraphQLNamedType | null | undefined, field: string) => {
    if (!parent) return false;
    const names = [parent.name, ...(isObjectType(parent) || isInterfaceType(parent) ? parent.getInterfaces().map((i) => i.name) : [])];
    return names.some((name) => `${name}.${field}` in COMMERCE_ONLY_FIELDS);
  };
  const commerceFragments = new Set(
    doc.definitions
      .filter((d) => d.kind === Kind.FRAGMENT_DEFINITION && commerceType(d.typeCondition.name.value))
      .map((d) => (d as FragmentDefinitionNode).name.value),
  );
  const typeInfo = new TypeInfo(schema);
  const stripped = visit(
    doc,
    visitWithTypeInfo(typeInfo, {
      Field: (field) => (commerceField(typeInfo.getParentType(), field.name.value) ? null : undefined),
      InlineFragment: (fragment) => (commerceType(fragment.typeCondition?.name.value) ? null : undefined),
      FragmentSpread: (spread) => (commerceFragments.has(spread.name.value) ? null : undefined),
      FragmentDefinition: (fragment) => (commerceFragments.has(fragment.name.value) ? null : undefined),
    }),
  );
  // A selection left empty goes too, then fragments no longer spread and variables no longer used.
  const pruned = visit(stripped, {
    leave: (node) => ('selectionSet' in node && node.selectionSet && node.selectionSet.selections.length === 0 ? null : undefined),
  });
  const spread = new Set<string>();
  const used = new Set<string>();
  visit(pruned, {
    FragmentSpread: (s) => void spread.add(s.name.value),
    Variable: (v) => void used.add(v.name.value),
    VariableDefinition: () => false,
  });
  return visit(pruned, {
    FragmentDefinition: (f) => (spread.has(f.name.value) ? undefined : null),
    VariableDefinition: (v) => (used.has(v.variable.name.value) ? undefined : null),
  });
}
