// Syntax highlighting for diffs: refractor (Prism's grammars as a syntax tree, no HTML strings)
// with only the languages a generated project holds, so the diff's chunk stays small. Each side
// of the diff is highlighted whole, so a line inside a docstring is coloured as one, then cut
// into lines in one pass. react-diff-view's own tokenize does the cutting with a copy of every
// line so far for each token: 350 ms on a 5,000-line file, past the diff's budget alone.
import type { Element, ElementContent, Root } from 'hast';
import {
  computeNewLineNumber,
  computeOldLineNumber,
  isDelete,
  isInsert,
  type HunkData,
  type HunkTokens,
  type TokenNode,
} from 'react-diff-view';
import { refractor } from 'refractor/core';
import bash from 'refractor/bash';
import ini from 'refractor/ini';
import javascript from 'refractor/javascript';
import json from 'refractor/json';
import markdown from 'refractor/markdown';
import python from 'refractor/python';
import toml from 'refractor/toml';
import typescript from 'refractor/typescript';
import yaml from 'refractor/yaml';

for (const syntax of [bash, ini, javascript, json, markdown, python, toml, typescript, yaml]) {
  refractor.register(syntax);
}

/** The grammar for a file's language (the contract's name, e.g. python), or null for plain text. */
export function highlightLanguage(language: string): string | null {
  const name = language.toLowerCase();
  return refractor.registered(name) ? name : null;
}

/** One side's text, each line at its own line number; lines outside the hunks are empty. */
function sideText(hunks: readonly HunkData[], side: 'old' | 'new'): string {
  const lines: string[] = [];
  for (const hunk of hunks) {
    for (const change of hunk.changes) {
      if (side === 'old' ? isInsert(change) : isDelete(change)) continue;
      const n = side === 'old' ? computeOldLineNumber(change) : computeNewLineNumber(change);
      lines[n - 1] = change.content;
    }
  }
  return Array.from(lines, (line) => line ?? '').join('\n');
}

type Wrap = (leaf: TokenNode) => TokenNode;

/** The tree's text nodes cut at line breaks, each piece wrapped in its ancestors' token spans. */
function splitLines(root: Root): TokenNode[][] {
  const lines: TokenNode[][] = [[]];
  const visit = (node: ElementContent, wrap: Wrap) => {
    if (node.type === 'text') {
      node.value.split('\n').forEach((piece, i) => {
        if (i > 0) lines.push([]);
        if (piece) lines[lines.length - 1].push(wrap({ type: 'text', value: piece }));
      });
    } else if (node.type === 'element') {
      const className = classOf(node);
      const inner: Wrap = (leaf) => wrap({ type: 'element', className, children: [leaf] });
      for (const child of node.children) visit(child, inner);
    }
  };
  for (const child of root.children) if (child.type !== 'doctype') visit(child, (leaf) => leaf);
  return lines;
}

const classOf = (node: Element) => {
  const names = node.properties.className;
  return Array.isArray(names) ? names.join(' ') : String(names ?? '');
};

/** Tokens for react-diff-view's Diff, by side and line number; null when the language is unknown. */
export function highlightHunks(hunks: readonly HunkData[], language: string): HunkTokens | null {
  const grammar = highlightLanguage(language);
  if (!grammar) return null;
  const side = (which: 'old' | 'new') => splitLines(refractor.highlight(sideText(hunks, which), grammar));
  return { old: side('old'), new: side('new') };
}
