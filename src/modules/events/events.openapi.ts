/** What the stream's documentation shows: its opening (where it starts), an event, a heartbeat. */
export const STREAM_EXAMPLE =
  'retry: 2000\nid: 1042-1796140800123456\nevent: ready\ndata: {}\n\n' +
  'id: 1043\nevent: contact.stage_changed\n' +
  'data: {"type":"contact.stage_changed","timestamp":"2026-11-29T10:00:00.000Z","data":{"event_id":"5b0c2f1e-0a7d-4c1b-9e55-3f2a1d0c9b8e","sequence":1043,"workspace_id":"0b9c6f0e-3f1a-4c55-9a51-2d6f3c1e8a10","request_id":"req-1","actor":{"type":"user","user_id":"3f0c9a52-8d1e-4b7a-9c2f-5e6d7a8b9c01","api_key_id":null},"contact":{"id":"5e2d8a47-91b3-4f0c-8c7e-6a4b2f9d1c33","stage":"contacted"},"from":"lead","to":"contacted"}}\n\n' +
  ': heartbeat\n\n';
