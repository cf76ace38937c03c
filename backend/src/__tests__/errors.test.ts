import { startTestBackend, type TestBackend } from '../testing/testServer';
import { maskError } from '../errors';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
}, 60_000);
afterAll(() => backend.close());

describe('error answers', () => {
  it('explains a bad variable inside an input object instead of masking it', async () => {
    const { errors } = await backend.graphql('query ($f: ProductAttributeFilterInput) { products(filter: $f) { total_count } }', {
      f: { sku: { eq: ['not', 'a', 'string'] } },
    });
    expect(errors?.[0].message).toMatch(/Variable "\$f" got invalid value/);
  });

  it('answers a syntax error with its message', async () => {
    const { errors } = await backend.graphql('{ products(');
    expect(errors?.[0].message).toMatch(/Syntax Error/);
  });
});

describe('the fault log', () => {
  it('writes a fault’s controls as text: a message quoting ESC]0;…BEL or U+202E runs nothing in the terminal reading the log', () => {
    const logged: string[] = [];
    const spy = jest.spyOn(console, 'error').mockImplementation((line: string) => void logged.push(line));
    try {
      maskError(new Error('unknown sku "\u001b]0;pwned\u0007\u001b[2J\u202eexe.pdf"'));
    } finally {
      spy.mockRestore();
    }
    expect(logged.join('\n')).toContain('unknown sku "\\u{1B}]0;pwned\\u{7}\\u{1B}[2J\\u{202E}exe.pdf"');
    expect(logged.join('\n')).not.toMatch(/[\u001b\u0007\u202e]/u);
  });
});
