// Anchor (issue 11 §4): Uppy headless: @uppy/core with @uppy/aws-s3 (a
// presigned PUT, as ours), @uppy/react's useDropzone hook for the zone and
// the file picker, and each file's name and progress from useUppyState.
import AwsS3 from '@uppy/aws-s3';
import Uppy from '@uppy/core';
import { UppyContextProvider, useDropzone, useUppyState } from '@uppy/react';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

const uppy = new Uppy({ autoProceed: true }).use(AwsS3, {
  shouldUseMultipart: false,
  getUploadParameters: (file) =>
    fetch('/api/presign', { method: 'POST', body: JSON.stringify({ name: file.name, type: file.type }) }).then((r) => r.json()),
});

function Zone() {
  const { getRootProps, getInputProps } = useDropzone();
  const files = useUppyState(uppy, (state) => state.files);
  return h(
    'div',
    null,
    h('div', { ...getRootProps(), role: 'group', 'aria-label': 'File upload' }, h('input', getInputProps()), h('p', null, 'Drop files or click')),
    h('ul', null, Object.values(files).map((file) => h('li', { key: file.id }, file.name, h('progress', { max: 100, value: file.progress.percentage ?? 0 })))),
  );
}

createRoot(document.getElementById('root')).render(h(UppyContextProvider, { uppy }, h(Zone)));
