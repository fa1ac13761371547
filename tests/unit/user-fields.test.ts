import { parseWithZod } from "@conform-to/zod/v4";
import { getTableColumns } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ACTIVITY_FIELDS } from "#contract/activity/activity.ts";
import { adminUserSchema, adminUserUpdateSchema } from "#contract/auth/admin.ts";
import { type Profile, profileSchema, profileUpdateSchema } from "#contract/auth/auth.ts";
import {
  activityFieldsOf,
  conflictFieldsOf,
  exportColumnsOf,
  fieldKeys,
  formValuesOf,
  storedReader,
} from "#contract/fields/field-table.ts";
import { USER_FIELDS, USER_NAME_FIELDS, userReplyShape } from "#contract/auth/user-fields.ts";
import { userEditFormSchema } from "#app/lib/forms/admin.ts";
import { profileFormSchema } from "#app/lib/forms/profile.ts";
import { storedColumns, writtenColumns } from "#server/api/fields.ts";
import { users } from "#server/db/schema.ts";

// Every entry of the user's field table (contract/auth/user-fields.ts) takes part in each derivation it says it does, and
// in none it says it does not.
const entries = fieldKeys(USER_FIELDS).map((key) => [key, USER_FIELDS[key]] as const);
const nameKeys: string[] = fieldKeys(USER_NAME_FIELDS);

const user: Profile = {
  id: 5,
  first_name: "Mariana",
  last_name: "Souza",
  email: "mariana.souza@demo.local",
  team: 2,
  team_name: "Sourcing",
  profile_pic: null,
  is_superuser: false,
  is_active: true,
  date_joined: "2026-01-05T12:00:00.000Z",
  last_login: null,
};

/** A form's fields as the browser posts them. */
function formOf(values: Readonly<Record<string, string>>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return form;
}

describe("the user's field table", () => {
  it("gives every field to the reply's schema, from a column of the users table read back alike, never the password's hash", () => {
    const columns = getTableColumns(users);
    const selected: Readonly<Record<string, unknown>> = storedColumns(users, USER_FIELDS);
    for (const [key, entry] of entries) {
      expect(Object.keys(profileSchema.shape), key).toContain(key);
      expect(Object.hasOwn(columns, entry.column), `${key}: ${entry.column}`).toBe(true);
      expect(selected[key], key).toBe(columns[entry.column]);
    }
    // The reply is the id, the table's fields and the two the server computes, declared beside them.
    expect(Object.keys(profileSchema.shape)).toEqual(["id", ...Object.keys(userReplyShape)]);
    expect(Object.keys(userReplyShape).filter((key) => !Object.hasOwn(USER_FIELDS, key))).toEqual(["team_name", "profile_pic"]);
    expect(Object.keys(adminUserSchema.shape).every((key) => Object.hasOwn(profileSchema.shape, key))).toBe(true);
    expect(Object.values(selected)).not.toContain(users.passwordHash);
    // Both drivers hand a moment over as a Date; the reply has it as an ISO time, null when never.
    const row = { ...user, date_joined: new Date("2026-01-05T12:00:00Z"), last_login: null };
    expect(storedReader(USER_FIELDS).parse(row)).toMatchObject({ date_joined: "2026-01-05T12:00:00.000Z", last_login: null });
  });

  it("gives the administration's alter every field with an input and its column set every field it writes; Meu Perfil only the names", () => {
    const sent = Object.fromEntries(entries.map(([key]) => [key, "1"]));
    const set = writtenColumns(users, USER_FIELDS, sent);
    const { error } = adminUserUpdateSchema.safeParse({ id: 2 });
    const nothingSent = error?.issues.map((issue) => issue.message).join() ?? "";
    for (const [key, entry] of entries) {
      expect(Object.hasOwn(adminUserUpdateSchema.shape, key), key).toBe(entry.input !== null);
      expect(nothingSent.includes(key), key).toBe(entry.input !== null);
      expect(Object.hasOwn(set, entry.column), key).toBe(entry.write);
    }
    // Left out keeps the stored value: nothing in the set.
    expect(writtenColumns(users, USER_FIELDS, {})).toEqual({});
    expect(Object.keys(profileUpdateSchema.shape)).toEqual(nameKeys);
    expect(Object.keys(writtenColumns(users, USER_NAME_FIELDS, sent))).toEqual(["firstName", "lastName"]);
  });

  it("tracks no field: a user has no activity history", () => {
    for (const [key, entry] of entries) expect(entry.activity, key).toBeNull();
    expect(activityFieldsOf(USER_FIELDS)).toEqual({});
    expect(Object.keys(ACTIVITY_FIELDS)).not.toContain("user");
  });

  it("starts each edit form from its editable fields and reads each one back; no conflict notice, no export", () => {
    const values = formValuesOf(USER_FIELDS, user);
    const edit = parseWithZod(formOf({ id: "5", ...values }), { schema: userEditFormSchema });
    expect(edit.status).toBe("success");
    const read = edit.status === "success" ? Object.keys(edit.value) : [];
    for (const [key, entry] of entries) {
      expect(Object.hasOwn(values, key), key).toBe(entry.form !== null);
      if (entry.form) expect(read, key).toContain(key);
    }
    expect(values).toEqual({ first_name: "Mariana", last_name: "Souza", team: "2" });
    expect(conflictFieldsOf<object>(USER_FIELDS, user)).toEqual([]);
    expect(exportColumnsOf<object>(USER_FIELDS)).toEqual([]);
    // Meu Perfil's form: the names only.
    const names = formValuesOf(USER_NAME_FIELDS, user);
    expect(Object.keys(names)).toEqual(nameKeys);
    const profile = parseWithZod(formOf({ intent: "update-profile", ...names }), { schema: profileFormSchema });
    expect(profile.status === "success" ? profile.value : null).toEqual({
      intent: "update-profile",
      first_name: "Mariana",
      last_name: "Souza",
    });
  });
});
