import { OperatorConsole } from '@/features/operator';
import type { PageDefinition } from '../model/routes';
import { PageFrame } from './PageFrame';

/** The operator console (issue 31): its code is this page's chunk alone. */
export function OperatorPage({ page }: { page: PageDefinition }) {
  return (
    <PageFrame title={page.title}>
      <OperatorConsole />
    </PageFrame>
  );
}
