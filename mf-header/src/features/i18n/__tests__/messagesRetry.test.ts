import type { Messages } from '../messages';

// The Tamil strings' chunk fails to download once (a dropped connection), then arrives.
let failNext = true;
jest.mock('../messages.ta', () => {
  if (failNext) {
    failNext = false;
    throw new Error('ChunkLoadError: Loading chunk messages-ta failed');
  }
  return { ta: { storeLocator: 'ஸ்டோர் லொக்கேட்டர்' } as Partial<Messages> };
});

it('a failed download of a language is tried again by the next caller (the header’s retry), not cached', async () => {
  const { loadMessages } = await import('../messages');
  await expect(loadMessages('ta')).rejects.toThrow(/messages-ta/);
  await expect(loadMessages('ta')).resolves.toMatchObject({ storeLocator: 'ஸ்டோர் லொக்கேட்டர்' });
});
