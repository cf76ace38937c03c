// react-router 7 needs TextEncoder, which jsdom does not provide. Runs before any test module is imported.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
