import type { ReactNode } from 'react';
import { useNotFound } from './useNotFound';
import { NotFoundView } from './NotFoundView';

export function NotFound({ pathname, searchBox }: { pathname: string; searchBox: ReactNode }) {
  const { categories } = useNotFound(pathname);
  return <NotFoundView searchBox={searchBox} categories={categories} />;
}
