import { MetaPage } from './MetaPage';
import type { SectionSpec } from './spec';
import { metaMessages as m } from './messages';
import { metaTitles } from './titles';

const sections: readonly SectionSpec[] = [
  { fields: [{ kind: 'switch', key: 'useObjectStorage', label: m.useObjectStorage }] },
  {
    title: metaTitles.objectStorage,
    when: (d) => d.useObjectStorage,
    fields: [
      { kind: 'text', key: 'objectStorageBaseUrl', label: m.objectStorageBaseUrl, hint: m.objectStorageBaseUrlHint, input: 'url' },
      { kind: 'text', key: 'objectStorageBucket', label: m.objectStorageBucket },
      { kind: 'text', key: 'objectStoragePrefix', label: m.objectStoragePrefix, hint: m.objectStoragePrefixHint },
      { kind: 'text', key: 'objectStorageEndpoint', label: m.objectStorageEndpoint, hint: m.objectStorageEndpointHint },
      { kind: 'text', key: 'objectStorageRegion', label: m.objectStorageRegion },
      { kind: 'number', key: 'objectStoragePort', label: m.objectStoragePort, hint: m.objectStoragePortHint, min: 1, max: 65535 },
      { kind: 'text', key: 'objectStorageAccessKey', label: m.objectStorageAccessKey },
      { kind: 'text', key: 'objectStorageSecretKey', label: m.objectStorageSecretKey, input: 'password' },
      { kind: 'switch', key: 'objectStorageUseSSL', label: m.objectStorageUseSSL },
      { kind: 'switch', key: 'objectStorageUseProxy', label: m.objectStorageUseProxy },
      { kind: 'switch', key: 'objectStorageSetPublicRead', label: m.objectStorageSetPublicRead },
      {
        kind: 'switch',
        key: 'objectStorageS3ForcePathStyle',
        label: m.objectStorageS3ForcePathStyle,
        hint: m.objectStorageS3ForcePathStyleHint,
      },
    ],
  },
];

/** /admin/object-storage: where uploaded files are kept (an S3-compatible service) and how it is reached. */
export default function ObjectStoragePage() {
  return <MetaPage title={metaTitles.objectStorage} icon="cloud" sections={sections} />;
}
