import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Club, CreateClubBody, UpdateClubBody } from '@wicket/shared/schemas/clubs';
import { api } from '@/lib/api-client';
import { invalidateKeys, queryKeys } from '@/lib/query-keys';

type ClubWrite = Club & { message: string };

/** GET /api/clubs (Admin): every club with its manager. */
export const getClubs = () => api.get<Club[]>('/api/clubs', { fallback: 'Failed to load data' });

export function useClubs() {
  return useQuery(queryOptions({ queryKey: queryKeys.clubs.list, queryFn: getClubs }));
}

/** POST /api/clubs: the club and its Manager's account. */
export const createClub = (body: CreateClubBody) =>
  api.post<ClubWrite>('/api/clubs', { body, fallback: 'Failed to add club. Please try again.' });

/** PUT /api/clubs/{id}. */
export const updateClub = ({ clubId, body }: { clubId: string; body: UpdateClubBody }) =>
  api.put<ClubWrite>(`/api/clubs/${encodeURIComponent(clubId)}`, { body, fallback: 'Failed to update club' });

/** DELETE /api/clubs/{id}: refused while the club has members or matches (the toast is the server's reason). */
export const deleteClub = (clubId: string) =>
  api.delete<{ _id: string; message: string }>(`/api/clubs/${encodeURIComponent(clubId)}`, {
    fallback: 'Failed to delete club',
  });

function useClubMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // A new or edited manager shows in the users list.
    onSuccess: () => invalidateKeys(queryClient, [queryKeys.clubs.all, queryKeys.users.all]),
  });
}

export const useCreateClub = () => useClubMutation(createClub);
export const useUpdateClub = () => useClubMutation(updateClub);
export const useDeleteClub = () => useClubMutation(deleteClub);
