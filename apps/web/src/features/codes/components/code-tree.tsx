import { Anchor } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CodeTreeNode } from '@fairhub/shared/codes';
import { companiesWithCode, eventsWithCode } from '../../../lib/code-links.ts';
import classes from './code-tree.module.css';

const LEVEL_NAMES = ['section', 'division', 'group', 'class'] as const;

export function levelName(level: number): (typeof LEVEL_NAMES)[number] {
  return LEVEL_NAMES[Math.min(Math.max(level, 1), 4) - 1]!;
}

const listId = (code: string) => `code-children-${code.replace('.', '-')}`;

interface CodeTreeProps {
  nodes: readonly CodeTreeNode[];
  /** Codes whose children show. */
  open: ReadonlySet<string>;
  onToggle: (node: CodeTreeNode) => void;
  /**
   * While a filter narrows the tree every branch shown is open and cannot be closed; codes not in
   * `matched` are shown only as the way to a match.
   */
  matched?: ReadonlySet<string>;
  label: string;
}

/**
 * The NACE tree as nested lists. A code with codes below it is a button that shows or hides them
 * (aria-expanded); every code links to the companies and the events that carry it.
 */
export function CodeTree({ nodes, open, onToggle, matched, label }: CodeTreeProps) {
  return (
    <ul className={classes.tree} aria-label={label}>
      {nodes.map((node) => (
        <CodeTreeItem key={node.code} node={node} open={open} onToggle={onToggle} matched={matched} />
      ))}
    </ul>
  );
}

function CodeTreeItem({ node, open, onToggle, matched }: { node: CodeTreeNode } & Omit<CodeTreeProps, 'nodes' | 'label'>) {
  const { t } = useTranslation('codes');
  const filtering = matched !== undefined;
  const expanded = filtering ? node.children.length > 0 : open.has(node.code) && node.children.length > 0;
  const canToggle = !filtering && node.children.length > 0;
  const itemClass = [node.level === 1 ? classes.section : '', filtering && !matched.has(node.code) ? classes.context : ''].filter(Boolean).join(' ');
  const childLevel = levelName(node.level + 1);

  const content = (
    <>
      {canToggle ? <IconChevronRight className={classes.chevron} aria-hidden stroke={2} /> : <span className={classes.spacer} />}
      <span className={classes.code}>{node.code}</span>
      <span className={classes.name}>
        {node.name}
        {canToggle ? <span className={classes.childCount}>{t(`tree.childCount.${childLevel}`, { count: node.childCount })}</span> : null}
      </span>
    </>
  );

  return (
    <li className={itemClass || undefined}>
      <div className={classes.row}>
        {canToggle ? (
          <button
            type="button"
            className={classes.label}
            aria-expanded={expanded}
            aria-controls={expanded ? listId(node.code) : undefined}
            onClick={() => onToggle(node)}
          >
            {content}
          </button>
        ) : (
          <div className={classes.label}>{content}</div>
        )}
        <div className={classes.links}>
          <Anchor component={Link} to={companiesWithCode(node.code)} aria-label={t('tree.companiesOf', { code: node.code, name: node.name })}>
            {t('tree.companies')}
          </Anchor>
          <Anchor component={Link} to={eventsWithCode(node.code)} aria-label={t('tree.eventsOf', { code: node.code, name: node.name })}>
            {t('tree.events')}
          </Anchor>
        </div>
      </div>
      {expanded ? (
        <ul className={classes.tree} id={listId(node.code)} aria-label={t(`tree.childrenOf.${childLevel}`, { code: node.code })}>
          {node.children.map((child) => (
            <CodeTreeItem key={child.code} node={child} open={open} onToggle={onToggle} matched={matched} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}
