import * as queries from '../../src/modules/board/board.queries.js';
import { filterBody } from '../../src/modules/contacts/query/contact-query.parser.js';
import { PRESENTED, QUERY_SCOPE } from './contact-query-fixtures.js';
import type { SqlExamples } from './sql-examples.js';
import { AFTER, GROUP_SCOPE, OWN_SCOPE, SCOPE, USER } from './values.js';

export { queries };

const everyone = filterBody(QUERY_SCOPE, undefined);
const bigDeals = filterBody(QUERY_SCOPE, {
  and: [{ field: 'custom.arr', op: 'gte', value: 10000 }],
});

export const examples: SqlExamples<typeof queries> = {
  boardCards: [
    [SCOPE, { stages: ['lead', 'qualified'], perStage: 20, where: everyone }],
    [SCOPE, { stages: ['lead', 'qualified'], perStage: 20, ownerId: USER, where: everyone }],
    [SCOPE, { stages: ['lead', 'qualified'], perStage: 20, where: bigDeals }],
    [GROUP_SCOPE, { stages: ['lead', 'qualified'], perStage: 20, where: everyone }],
    [
      GROUP_SCOPE,
      { stages: ['lead', 'qualified'], perStage: 20, where: everyone, alongTheStage: true },
    ],
    [OWN_SCOPE, { stages: ['lead', 'qualified'], perStage: 20, where: everyone }],
    [GROUP_SCOPE, { stages: ['lead', 'qualified'], perStage: 20, where: bigDeals }],
    // The custom values presented by the statement, along the stage and owner by owner.
    [SCOPE, { stages: ['lead', 'qualified'], perStage: 20, where: everyone, custom: PRESENTED }],
    [
      GROUP_SCOPE,
      { stages: ['lead', 'qualified'], perStage: 20, where: everyone, custom: PRESENTED },
    ],
  ],
  stageContactPage: [
    [SCOPE, { stage: 'lead', after: null, limit: 50, where: everyone }],
    [SCOPE, { stage: 'lead', ownerId: USER, after: AFTER, limit: 50, where: everyone }],
    [SCOPE, { stage: 'lead', after: AFTER, limit: 50, where: bigDeals }],
    [GROUP_SCOPE, { stage: 'lead', after: null, limit: 50, where: everyone }],
    [OWN_SCOPE, { stage: 'lead', after: AFTER, limit: 50, where: everyone }],
    [SCOPE, { stage: 'lead', after: null, limit: 50, where: everyone, custom: PRESENTED }],
    [GROUP_SCOPE, { stage: 'lead', after: AFTER, limit: 50, where: everyone, custom: PRESENTED }],
  ],
};
