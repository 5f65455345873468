import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Club, CreateClubBody, UpdateClubBody } from '@wicket/shared/schemas/clubs';
import { api } from '@/lib/api-client';
import { clubKeys, getClub } from '@/lib/staff';

type ClubWrite = Club & { message: string };

/** GET /api/clubs (Admin): every club with its manager. */
export const getClubs = () => api.get<Club[]>('/api/clubs', { fallback: 'Failed to load data' });

export function useClubs() {
  return useQuery(queryOptions({ queryKey: clubKeys.all, queryFn: getClubs }));
}

/** GET /api/clubs/{id}: the edit form's values; a failure shows in place. */
export function useClub(clubId: string) {
  return useQuery(
    queryOptions({ queryKey: clubKeys.detail(clubId), queryFn: () => getClub(clubId), meta: { errorToast: false } }),
  );
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
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clubKeys.all }),
        // A new or edited manager shows in the users list.
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]),
  });
}

export const useCreateClub = () => useClubMutation(createClub);
export const useUpdateClub = () => useClubMutation(updateClub);
export const useDeleteClub = () => useClubMutation(deleteClub);
