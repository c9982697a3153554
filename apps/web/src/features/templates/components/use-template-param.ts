import { useSearchParams } from 'react-router';

/** The template a content screen without an id in its path is about (`?template=`). */
export const useTemplateParam = () => useSearchParams()[0].get('template') ?? undefined;
