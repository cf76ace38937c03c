import type { ReactNode } from 'react';
import { useNotFound } from './useNotFound';
import { NotFoundView } from './NotFoundView';

export function NotFound({ searchBox }: { searchBox: ReactNode }) {
  const { categories } = useNotFound();
  return <NotFoundView searchBox={searchBox} categories={categories} />;
}
