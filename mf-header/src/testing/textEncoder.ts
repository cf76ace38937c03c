// react-router 7 needs TextEncoder, which jsdom does not provide; import this before react-router-dom in view tests.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
