import type { Page } from '@playwright/test';

/**
 * What a screen reader is told about a disclosure's toggle (a native `<summary>`, named by its
 * text): whether it is expanded. Read from Chromium's accessibility tree, the one assistive
 * technology reads, since Playwright's role queries give `<summary>` no role; `absent` when no
 * shown toggle has that name.
 */
export async function disclosureState(
  page: Page,
  name: string,
): Promise<'expanded' | 'collapsed' | 'absent'> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const toggle = nodes.find(
      (node) =>
        !node.ignored && node.role?.value === 'DisclosureTriangle' && node.name?.value === name,
    );
    if (!toggle) return 'absent';
    const expanded = toggle.properties?.find((property) => property.name === 'expanded');
    return expanded?.value.value === true ? 'expanded' : 'collapsed';
  } finally {
    await cdp.detach();
  }
}
