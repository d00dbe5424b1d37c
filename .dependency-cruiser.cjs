/** Backend dependency rules (STYLE.md): the domain stays pure, the platform knows no feature module. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'decide/evolve/events may not import Nest, TypeORM, BullMQ, Socket.IO or Redis',
      severity: 'error',
      from: { path: '^backend/src/modules/.*/domain/' },
      to: { path: 'node_modules/(@nestjs|typeorm|bullmq|socket\\.io|ioredis|pg)/' },
    },
    {
      name: 'platform-knows-no-module',
      comment: 'shared plumbing must not depend on a bounded context',
      severity: 'error',
      from: { path: '^backend/src/platform/', pathNot: '\\.spec\\.ts$' },
      to: { path: '^backend/src/modules/' },
    },
    {
      name: 'modules-do-not-reach-into-each-other',
      comment: 'a module talks to another through events or its exported public API file only',
      severity: 'error',
      from: { path: '^backend/src/modules/([^/]+)/' },
      to: { path: '^backend/src/modules/', pathNot: ['^backend/src/modules/$1/', '\\.public\\.ts$'] },
    },
    {
      name: 'deal-capabilities-stay-apart',
      comment:
        'a capability of the deal (ADR 0042) imports the shared kernel, the deal composed at the module root, and another capability only through its events file (the published language)',
      severity: 'error',
      from: { path: '^backend/src/modules/transactions/(lifecycle|milestones|tasks|utilities|check-ins|documents|contacts|transaction-vendors|home-vault|oversight)/' },
      to: { path: '^backend/src/modules/transactions/(lifecycle|milestones|tasks|utilities|check-ins|documents|contacts|transaction-vendors|home-vault|oversight)/', pathNot: ['^backend/src/modules/transactions/$1/', '/domain/[^/]+\\.events\\.ts$'] },
    },
    {
      name: 'deal-kernel-knows-no-capability',
      comment: 'the deal\'s shared kernel (ADR 0042) depends on no capability and not on the composed deal',
      severity: 'error',
      from: { path: '^backend/src/modules/transactions/kernel/' },
      to: { path: '^backend/src/modules/transactions/', pathNot: '^backend/src/modules/transactions/kernel/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    exclude: { path: '(^dist/|\\.spec\\.ts$)' },
  },
};
