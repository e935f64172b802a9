/** Shapes of the API's JSON as the web app reads them (snake_case, dates as YYYY-MM-DD). */

export interface CanoeType {
  type_id: number;
  name: string;
}

export interface CurrentOwner {
  owner_id: number;
  name: string;
  owner_type: string | null;
  ownership_id: number;
  start_date: string | null;
}

export interface CanoeSummary {
  canoe_id: number;
  name: string | null;
  current_name: string | null;
  hull_id: string | null;
  type_id: number | null;
  type_name: string | null;
  type: string | null;
  build_date: string | null;
  build_year: number | null;
  length: number | null;
  width: number | null;
  weight: number | null;
  origin: string | null;
  maker_id: number | null;
  maker_name: string | null;
  current_owner_id: number | null;
  owner_name: string | null;
  current_owner: CurrentOwner | null;
  name_start_date: string | null;
  ownership_start_date: string | null;
  media_count: number;
  image_url: string | null;
  thumbnail_url: string | null;
  created_at: string;
  updated_at: string;
}

export interface CanoeName {
  canoe_name_id: number;
  name: string;
  start_date: string | null;
  end_date: string | null;
}

export interface Ownership {
  ownership_id: number;
  canoe_id: number;
  owner_id: number;
  owner_name: string;
  owner_type: string | null;
  start_date: string | null;
  end_date: string | null;
  notes: string | null;
  transfer_reason: string | null;
}

export interface CanoeMaker {
  canoe_maker_id: number;
  canoe_id?: number;
  maker_id: number;
  maker_name: string | null;
  maker_type: string | null;
  contribution: string | null;
}

export interface Media {
  media_id: number;
  canoe_id: number;
  file_name: string;
  mime_type: string;
  source_type: string | null;
  description: string | null;
  caption: string | null;
  date_taken: string | null;
  uploaded_by: string | null;
  uploaded_at: string;
  width: number | null;
  height: number | null;
  url: string;
  thumbnail_url: string;
}

export interface CanoeDetail extends CanoeSummary {
  beam: number | null;
  notes: string | null;
  names: CanoeName[];
  ownership_history: Ownership[];
  makers: CanoeMaker[];
  media: Media[];
}

export interface Restoration {
  restoration_id: number;
  canoe_id: number;
  restoration_date: string | null;
  end_date: string | null;
  description: string | null;
  location: string | null;
  notes: string | null;
  restorer_person_id: number | null;
  restorer_maker_id: number | null;
  maker_id: number | null;
  maker_name: string | null;
  restorer_name: string | null;
}

export interface Participation {
  participation_id: number;
  race_id: number;
  race_name: string;
  date: string | null;
  year: number | null;
  canoe_id: number;
  canoe_name: string | null;
  hull_id: string | null;
  position: number | null;
  paddler_name: string | null;
  time: string | null;
  notes: string | null;
}

export interface Race {
  race_id: number;
  name: string;
  date: string | null;
  year: number | null;
  location: string | null;
  description: string | null;
  participant_count: number;
}

export interface RaceDetail extends Race {
  participants: Participation[];
}

export interface OwnerContact {
  email: string | null;
  phone: string | null;
  address: string | null;
}

export interface FleetCanoe {
  canoe_id: number;
  name: string | null;
}

export interface Owner {
  owner_id: number;
  id: number;
  name: string;
  owner_type: string | null;
  display_type: string;
  website: string | null;
  description: string | null;
  contact: OwnerContact;
  founded: number | null;
  canoe_count: number;
  historical_count: number;
  /** The first canoes of the current fleet, by name, for the list's badges (canoe_count tells how many in all). */
  fleet: FleetCanoe[];
  logo_url: string | null;
  logo_thumbnail_url: string | null;
  created_at: string;
  updated_at: string;
}

export interface OwnerCanoe {
  canoe_id: number;
  name: string | null;
  hull_id: string | null;
  type_id: number | null;
  type_name: string | null;
  start_date: string | null;
  ownership_id: number;
}

export interface OwnerHistoryEntry {
  ownership_id: number;
  canoe_id: number;
  name: string | null;
  hull_id: string | null;
  start_date: string | null;
  end_date: string | null;
}

export interface OwnerDetail extends Owner {
  current_canoes: OwnerCanoe[];
  ownership_history: OwnerHistoryEntry[];
  earliest_year: number | null;
}

export interface Maker {
  maker_id: number;
  person_id: number;
  name: string | null;
  maker_name: string | null;
  maker_type: string | null;
  biography: string | null;
  canoe_count: number;
  picture_url: string | null;
  picture_thumbnail_url: string | null;
  created_at: string;
  updated_at: string;
}

export interface MakerCanoe {
  canoe_maker_id: number | null;
  canoe_id: number;
  canoe_name: string | null;
  canoe_type: string | null;
  contribution: string | null;
}

export interface MakerRestoration {
  restoration_id: number;
  canoe_id: number;
  canoe_name: string | null;
  restoration_date: string | null;
  description: string | null;
}

export interface MakerDetail extends Maker {
  canoes: MakerCanoe[];
  restorations: MakerRestoration[];
}

export interface Me {
  user: {
    name: string | null;
    email: string | null;
    groups: string[];
    is_admin: boolean;
    is_people_admin: boolean;
  } | null;
  providers: { password: boolean; oidc: boolean };
}
