// What the operations use that Magento 2.4.7 does not have: exactly what backend/schema/extensions.graphql must give
// a real Magento as a custom module. Entries: `Type.field`, `Type.field(arg:)`, `Input.field`, `type Name`.
import { TypeInfo, getNamedType, visit, visitWithTypeInfo } from 'graphql';

export function extensionsUsed(magento, storefront, operations) {
  const used = new Map();
  const note = (entry, op) => {
    if (!used.has(entry)) used.set(entry, new Set());
    used.get(entry).add(op.name);
  };
  const inMagento = (typeName) => magento.getType(typeName);
  for (const op of operations) {
    const info = new TypeInfo(storefront);
    visit(
      op.full,
      visitWithTypeInfo(info, {
        Field(node) {
          const parent = info.getParentType();
          if (!parent || node.name.value.startsWith('__')) return;
          const base = inMagento(parent.name);
          if (!base) return note(`type ${parent.name}`, op);
          if (!base.getFields()[node.name.value]) return note(`${parent.name}.${node.name.value}`, op);
          for (const arg of node.arguments ?? []) {
            if (!base.getFields()[node.name.value].args.some((a) => a.name === arg.name.value))
              note(`${parent.name}.${node.name.value}(${arg.name.value}:)`, op);
          }
        },
        ObjectField(node) {
          const input = info.getParentInputType() && getNamedType(info.getParentInputType());
          if (!input) return;
          const base = inMagento(input.name);
          if (!base) note(`type ${input.name}`, op);
          else if (!base.getFields()[node.name.value]) note(`${input.name}.${node.name.value}`, op);
        },
        NamedType(node) {
          if (!inMagento(node.name.value)) note(`type ${node.name.value}`, op);
        },
      }),
    );
  }
  return used;
}

export function formatReport(used) {
  const entries = [...used.keys()].sort(
    (a, b) => Number(/^(Query|Mutation)\./.test(b)) - Number(/^(Query|Mutation)\./.test(a)) || a.localeCompare(b),
  );
  const lines = entries.map((e) => {
    const by = [...used.get(e)];
    return `  ${e.padEnd(46)} ${by.slice(0, 3).join(', ')}${by.length > 3 ? ` and ${by.length - 3} more` : ''}`;
  });
  return ['Schema extensions used (not in Magento Open Source 2.4.7; a real Magento needs them as a custom module):', ...lines].join('\n');
}
