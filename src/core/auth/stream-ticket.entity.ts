import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import { User } from '../../tenancy/user.entity.js';

/**
 * A single-use ticket for `GET /events?ticket=`, for a browser's `EventSource`, which cannot send
 * an `Authorization` header. Only the SHA-256 of the ticket is stored; using it deletes the row.
 */
@Entity({ name: 'event_tickets' })
@Index('event_tickets_expiry_idx', ['expires_at'])
export class StreamTicket {
  @PrimaryColumn({ type: 'bytea' })
  ticket_hash: Buffer;

  @Column({ type: 'uuid' })
  user_id: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  /**
   * The API key it was asked for with, if one: it works only while the key does, and the stream
   * it opens ends with the key, as one opened with the key itself.
   */
  @Column({ type: 'uuid', nullable: true })
  api_key_id: string | null;

  @Column({ type: 'timestamptz' })
  expires_at: Date;
}
