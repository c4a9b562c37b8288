import { describe, expect, it } from 'vitest';
import { CloseError, OpenResources } from '../../site/server/open-resources';

describe('OpenResources, the one way main.ts closes what it opened', () => {
  it('closes last opened first, waiting for each', async () => {
    const closed: string[] = [];
    const open = new OpenResources();
    open.add('database', () => void closed.push('database'));
    open.add('admin socket', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      closed.push('admin socket');
    });
    open.add('HTTP server', () => void closed.push('HTTP server'));
    await open.closeAll();
    expect(closed).toEqual(['HTTP server', 'admin socket', 'database']);
  });

  it('keeps closing past a failure and names every resource that failed', async () => {
    const closed: string[] = [];
    const open = new OpenResources();
    open.add('database', () => void closed.push('database'));
    open.add('mailer', () => {
      throw new Error('relay gone');
    });
    open.add('HTTP server', () => Promise.reject(new Error('stuck')));
    const failure = open.closeAll();
    await expect(failure).rejects.toThrow(CloseError);
    await expect(failure).rejects.toThrow('Could not close: HTTP server, mailer.');
    expect(closed).toEqual(['database']);
  });

  it('closes once however often it is asked, and refuses new resources meanwhile', async () => {
    let closes = 0;
    const open = new OpenResources();
    open.add('database', () => {
      closes++;
    });
    const first = open.closeAll();
    expect(open.closeAll()).toBe(first);
    await first;
    expect(closes).toBe(1);
    expect(() => {
      open.add('late', () => undefined);
    }).toThrow('late was opened while the server was closing.');
  });
});
