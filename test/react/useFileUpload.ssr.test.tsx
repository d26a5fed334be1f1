// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useFileUpload } from 'chatbot-kit';
import { createScriptedClient } from '../core/upload/helpers/scriptedClient';

function Status() {
  const { files, isUploading, progress } = useFileUpload({ client: createScriptedClient().client });
  return (
    <p>
      {files.length} files, {isUploading ? 'uploading' : 'idle'}, {progress.percent}%
    </p>
  );
}

describe('useFileUpload on a server', () => {
  it('renders without window, navigator or requestAnimationFrame', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(typeof (globalThis as { requestAnimationFrame?: unknown }).requestAnimationFrame).toBe('undefined');
    const html = renderToString(<Status />);
    expect(html).toBe('<p>0<!-- --> files, <!-- -->idle<!-- -->, <!-- -->0<!-- -->%</p>');
  });
});
